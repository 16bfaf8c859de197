import { describe, expect, it } from "vitest";
import { LighthouseRunError, retryUnrecordedTrace } from "./trace-retry";

/** A measure that fails with each of `failures` in turn, then answers "measured". */
function measureFailing(...failures: Error[]) {
  let calls = 0;
  const measure = async () => {
    const failure = failures[calls++];
    if (failure) throw failure;
    return "measured";
  };
  return { measure, calls: () => calls };
}

const noNavstart = () => new LighthouseRunError("NO_NAVSTART", "Lighthouse, /browse: NO_NAVSTART");

describe("a load whose trace Lighthouse did not record", () => {
  it("is measured once more, and the run says so", async () => {
    const warned: string[] = [];
    const { measure, calls } = measureFailing(noNavstart());
    expect(await retryUnrecordedTrace(measure, (line) => warned.push(line))).toBe("measured");
    expect(calls()).toBe(2);
    expect(warned).toEqual(["  Lighthouse, /browse: NO_NAVSTART: running that load again."]);
  });

  it("stops the bench when it happens twice in a row", async () => {
    const { measure, calls } = measureFailing(noNavstart(), noNavstart());
    await expect(retryUnrecordedTrace(measure, () => {})).rejects.toThrow("NO_NAVSTART");
    expect(calls()).toBe(2);
  });

  it.each([
    ["another runtime error", new LighthouseRunError("ERRORED_DOCUMENT_REQUEST", "the page answered 500")],
    ["any other failure", new Error("/progress ended on /browse: the page redirected (not signed in?).")],
  ])("is not retried for %s: the bench stops at once", async (_kind, failure) => {
    const { measure, calls } = measureFailing(failure);
    await expect(retryUnrecordedTrace(measure, () => {})).rejects.toBe(failure);
    expect(calls()).toBe(1);
  });
});
