import { createVideo } from "@tests/factories/catalog";
import { newLearner, newVisitor } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { HistoryResponse } from "../../../shared/contracts/history";
import { addDays, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

// Auckland is 13 hours ahead of UTC in March (NZDT): its mornings are the previous UTC date.
const TZ = "Pacific/Auckland";
const at = (date: string, time: string) => zonedDateTimeToInstant(date, time, TZ);

const t = setupTestApp();
let videoA: string;
let videoB: string;
beforeAll(async () => {
  const uploadDate = new Date("2025-01-01T00:00:00Z");
  videoA = await createVideo(t.db, { title: "Утро в деревне", uploadDate, durationSeconds: 1800 });
  videoB = await createVideo(t.db, { title: "Рынок", uploadDate, durationSeconds: 900 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The server's clock is set by the test, so that reports arrive when a real player sends them. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
}
const setNow = (ms: number) => vi.setSystemTime(ms);

const visitor = (timezone = TZ) => newVisitor(t, timezone);

/** Plays `videoId` from `startMs`, reported as the player does: at the start, then every 30 s and at the end. */
async function watch(client: TestClient, videoId: string, startMs: number, seconds: number) {
  for (let elapsed = 0; ; elapsed = Math.min(elapsed + 30, seconds)) {
    setNow(startMs + elapsed * 1000);
    const response = await client.post("/api/watchtime/update", {
      videoId,
      timezone: TZ,
      playingStartTime: startMs,
      elapsedTime: elapsed,
      lastVideoTime: elapsed,
    });
    expect(response.statusCode, response.body).toBe(200);
    if (elapsed === seconds) return;
  }
}

async function logEntry(
  client: TestClient,
  startDate: string,
  startTime: string,
  minutes: number,
  comment = "",
) {
  const endDate = new Date(at(startDate, startTime) + minutes * 60_000).toISOString();
  const response = await client.post("/api/user/off-platform-time", {
    startDate,
    startTime,
    endDate,
    minutes,
    comment,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function history(client: TestClient, page?: number): Promise<HistoryResponse> {
  const response = await client.get(`/api/user/history${page === undefined ? "" : `?page=${page}`}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What the consistency graph shows for each date with input. */
async function graphTotals(client: TestClient, from: string, to: string) {
  const response = await client.get(`/api/user/daily-totals?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  const days: { date: string; videoSeconds: number; totalSeconds: number }[] = response.json().days;
  return days.filter((d) => d.totalSeconds > 0).reverse();
}

describe("GET /api/user/history", () => {
  it("lists the learner's local days newest first, each with its videos, entries and the graph's total", async () => {
    const { client } = await visitor();
    fakeClock();
    // 23:50 on the 10th and 00:10 on the 11th in Auckland are both the 10th in UTC.
    await watch(client, videoA, at("2026-03-10", "23:50"), 300);
    await watch(client, videoB, at("2026-03-11", "00:10"), 120);
    await watch(client, videoA, at("2026-03-11", "08:00"), 60);
    setNow(at("2026-03-12", "12:00"));
    await logEntry(client, "2026-03-10", "23:00", 20, "Подкаст");
    await logEntry(client, "2026-03-11", "00:05", 30, "Радио");

    const page = await history(client);
    expect(page.hasMore).toBe(false);
    expect(page.timezone).toBe(TZ);
    expect(page.days.map((d) => d.date)).toEqual(["2026-03-11", "2026-03-10"]);
    const [day11, day10] = page.days;
    expect(day11).toMatchObject({
      seconds: 180 + 1800,
      videoSeconds: 180,
      offPlatformSeconds: 1800,
      otherSeconds: 0,
      // The video watched last that day comes first.
      videos: [
        { id: videoA, title: "Утро в деревне", seconds: 60 },
        { id: videoB, title: "Рынок", seconds: 120 },
      ],
    });
    expect(day11?.offPlatform).toEqual([
      {
        id: expect.any(String),
        startDate: "2026-03-11",
        startTime: "00:05",
        endDate: "2026-03-10T11:35:00.000Z",
        minutes: 30,
        comment: "Радио",
      },
    ]);
    expect(day10).toMatchObject({
      seconds: 300 + 1200,
      videos: [{ id: videoA, seconds: 300 }],
      otherSeconds: 0,
      offPlatform: [{ startDate: "2026-03-10", startTime: "23:00", minutes: 20, comment: "Подкаст" }],
    });

    // Each day's total is the one the consistency graph shows.
    const graph = await graphTotals(client, "2026-03-09", "2026-03-12");
    expect(page.days.map((d) => [d.date, d.seconds])).toEqual(graph.map((d) => [d.date, d.totalSeconds]));
  });

  it("shares a stretch of playing across midnight between both days, within each day's video total", async () => {
    const { client } = await visitor();
    fakeClock();
    // Reports at 23:59:20, 23:59:50, 00:00:20 and 00:00:50: the graph counts 30 s on the 13th
    // and 60 s on the 14th (each piece on the day it ends).
    await watch(client, videoB, at("2026-03-13", "23:59") + 20_000, 90);
    setNow(at("2026-03-14", "12:00"));
    const { days } = await history(client);
    const graph = await graphTotals(client, "2026-03-13", "2026-03-14");
    expect(days.map((d) => [d.date, d.videoSeconds])).toEqual(graph.map((d) => [d.date, d.videoSeconds]));
    expect(days.map((d) => [d.date, d.videoSeconds])).toEqual([
      ["2026-03-14", 60],
      ["2026-03-13", 30],
    ]);
    // By the clock 50 s were played after midnight and 40 s before: the 13th's share is cut to
    // its 30 s, and the 14th's 10 s that no video accounts for are said to be other time.
    expect(days[0]).toMatchObject({ videos: [{ id: videoB, seconds: 50 }], otherSeconds: 10 });
    expect(days[1]).toMatchObject({ videos: [{ id: videoB, seconds: 30 }], otherSeconds: 0 });
  });

  it("pages 14 days with input at a time, and shows no one else's", async () => {
    const { client } = await visitor();
    const other = await visitor();
    fakeClock();
    setNow(at("2026-02-20", "12:00"));
    const dates = Array.from({ length: 16 }, (_, i) => addDays("2026-01-01", i * 2));
    for (const date of dates) await logEntry(client, date, "19:00", 15);
    await logEntry(other.client, "2026-01-05", "10:00", 45, "Not mine");
    await watch(other.client, videoA, at("2026-01-07", "09:00"), 60);
    setNow(at("2026-02-20", "12:00"));

    const first = await history(client, 1);
    expect(first.hasMore).toBe(true);
    expect(first.days.map((d) => d.date)).toEqual(dates.slice(2).reverse());
    const second = await history(client, 2);
    expect(second.hasMore).toBe(false);
    expect(second.days.map((d) => d.date)).toEqual(["2026-01-03", "2026-01-01"]);
    expect(await history(client, 3)).toEqual({ days: [], hasMore: false, timezone: TZ });

    const everyDay = [...first.days, ...second.days];
    expect(everyDay.every((d) => d.seconds === 900 && d.videos.length === 0)).toBe(true);
    expect(everyDay.flatMap((d) => d.offPlatform).some((e) => e.comment === "Not mine")).toBe(false);
    const theirs = await history(other.client);
    expect(theirs.days.map((d) => [d.date, d.seconds])).toEqual([
      ["2026-01-07", 60],
      ["2026-01-05", 2700],
    ]);
  });

  it("shows a registered learner their own history, and a new visitor none", async () => {
    const { client } = await newLearner(t, "Mila", "mila.history@example.com", TZ);
    const yesterday = addDays(localDateOf(Date.now(), TZ), -1);
    await logEntry(client, yesterday, "07:30", 25, "Книга");
    const page = await history(client);
    expect(page.days).toMatchObject([
      { date: yesterday, seconds: 1500, offPlatform: [{ minutes: 25, comment: "Книга" }] },
    ]);

    const { client: newcomer } = await visitor("America/Los_Angeles");
    expect(await history(newcomer)).toEqual({ days: [], hasMore: false, timezone: "America/Los_Angeles" });
  });

  it("answers 401 without a session and 400 with a sentence for a bad page", async () => {
    const anonymous = await new TestClient(t.app).get("/api/user/history");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "unauthorized", error: expect.any(String) });

    const { client } = await visitor();
    for (const page of ["0", "-1", "1.5", "abc", "", "1e9", "1&page=2"]) {
      const response = await client.get(`/api/user/history?page=${page}`);
      expect(response.statusCode, `page=${page}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: "page must be a whole number from 1." });
    }
  });
});
