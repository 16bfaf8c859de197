import { describe, expect, it } from "vitest";
import { RecentValues } from "./recent-values";

/** A read that answers `value` when `settle` is called, counting how often it was started. */
function controlledReads() {
  const pending: ((value: string | Error) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<string>((resolve, reject) => {
      started++;
      pending.push((value) => (value instanceof Error ? reject(value) : resolve(value)));
    });
  return {
    read,
    started: () => started,
    settle: (value: string | Error) => pending.shift()?.(value),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Values with a time to live of 1000, holding "v1" for "k", read at 0. */
async function holdingV1() {
  const values = new RecentValues<string>(1000);
  const reads = controlledReads();
  const first = values.get("k", reads.read, 0);
  reads.settle("v1");
  await first;
  return { values, reads };
}

describe("recent values", () => {
  it("share one read among the calls of its time to live", async () => {
    const values = new RecentValues<string>(1000);
    const reads = controlledReads();
    const first = values.get("k", reads.read, 0);
    const second = values.get("k", reads.read, 500);
    reads.settle("v1");
    expect(await first).toBe("v1");
    expect(await second).toBe("v1");
    expect(await values.get("k", reads.read, 999)).toBe("v1");
    expect(reads.started()).toBe(1);
  });

  it("answer an expired value at once while a fresh read runs, then the fresh one", async () => {
    const { values, reads } = await holdingV1();

    expect(await values.get("k", reads.read, 1500)).toBe("v1");
    expect(await values.get("k", reads.read, 1600)).toBe("v1");
    expect(reads.started()).toBe(2); // one refresh, not one per call
    reads.settle("v2");
    await flush();
    expect(await values.get("k", reads.read, 1700)).toBe("v2");
    expect(reads.started()).toBe(2);
  });

  it("read again before answering a value older than twice its time to live", async () => {
    const { values, reads } = await holdingV1();

    const later = values.get("k", reads.read, 2000);
    reads.settle("v2");
    expect(await later).toBe("v2");
  });

  it("drop a forgotten value, and do not keep a refresh that was under way when it was forgotten", async () => {
    const { values, reads } = await holdingV1();

    expect(await values.get("k", reads.read, 1500)).toBe("v1"); // starts a refresh
    values.forget("k"); // the caller's own write: the refresh may predate it
    const afterWrite = values.get("k", reads.read, 1500);
    reads.settle("read before the write");
    reads.settle("read after the write");
    await flush();
    expect(await afterWrite).toBe("read after the write");
    expect(await values.get("k", reads.read, 1600)).toBe("read after the write");
  });

  it("do not keep a failed read", async () => {
    const values = new RecentValues<string>(1000);
    const reads = controlledReads();
    const failing = values.get("k", reads.read, 0);
    reads.settle(new Error("database down"));
    await expect(failing).rejects.toThrow("database down");
    const retried = values.get("k", reads.read, 10);
    reads.settle("v1");
    expect(await retried).toBe("v1");
  });
});
