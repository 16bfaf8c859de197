import { createVideo } from "@tests/factories/catalog";
import { dailyTotalsOf, signUp, watchTimeMsOf } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { REPORT_SLACK_MS } from "./credit";

const t = setupTestApp({ adminEmails: ["boss@example.com"] });
let video: string;
let otherVideo: string;
beforeAll(async () => {
  // Published long ago, so that reports set at past dates are on a published video.
  video = await createVideo(t.db, { durationSeconds: 1200, uploadDate: new Date("2025-01-01T00:00:00Z") });
  otherVideo = await createVideo(t.db, { durationSeconds: 900 });
});

const TZ = "Europe/Moscow";

// The server's clock (Date) is set by each test, so that reports arrive when a real player would
// send them: the first as a segment starts playing, the next ones as it plays (docs/watch-time.md).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});
const setNow = (ms: number) => vi.setSystemTime(ms);
/**
 * Where a test reads today's seconds, its segment plays at noon in Moscow: from the clock of the
 * moment, a run at midnight there split the minutes between two days (a CI run at 21:00 UTC).
 */
const MOSCOW_NOON = Date.parse("2026-01-10T09:00:00Z");

async function visitor() {
  const client = new TestClient(t.app);
  const user = await client.loadUser(TZ);
  return { client, user };
}

function report(client: TestClient, body: Record<string, unknown>) {
  return client.post("/api/watchtime/update", { videoId: video, timezone: TZ, lastVideoTime: 0, ...body });
}

/** The player's report as a segment starts playing, sent at that moment. */
async function startSegment(client: TestClient, start: number, body: Record<string, unknown> = {}) {
  setNow(start);
  const response = await report(client, { playingStartTime: start, elapsedTime: 0, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function totals(userId: string) {
  const total = await watchTimeMsOf(t.db, userId);
  const days = (await dailyTotalsOf(t.db, userId)).map(({ day, video_ms }) => ({ day, video_ms }));
  const state = await t.db
    .selectFrom("user_video_state")
    .select(["video_id", "watch_time_ms", "last_watch_time"])
    .where("user_id", "=", userId)
    .execute();
  return { total, days, state };
}

describe("POST /api/watchtime/update", () => {
  it("credits an identical report once, and anonymous visitors earn time", async () => {
    const { client, user } = await visitor();
    const start = MOSCOW_NOON;
    await startSegment(client, start);
    setNow(start + 60_000);
    const body = { playingStartTime: start, elapsedTime: 60, lastVideoTime: 75 };
    const first = await report(client, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      creditedSeconds: 60,
      watchTimeSeconds: 60,
      watchTimeTodaySeconds: 60,
    });
    const second = await report(client, body);
    expect(second.json()).toMatchObject({ creditedSeconds: 0, watchTimeSeconds: 60 });
    const after = await totals(user.id);
    expect(after.total).toBe(60_000);
    expect(after.state).toEqual([{ video_id: video, watch_time_ms: 60_000, last_watch_time: 75 }]);
    expect((await client.loadUser(TZ)).watchTimeSeconds).toBe(60);
  });

  it("credits only the growth of a segment, and keeps the newest position when reports arrive out of order", async () => {
    const { client, user } = await visitor();
    const start = Date.now() - 90_000;
    await startSegment(client, start, { lastVideoTime: 100 });
    setNow(start + 90_000);
    await report(client, { playingStartTime: start, elapsedTime: 90, lastVideoTime: 190 });
    const late = await report(client, { playingStartTime: start, elapsedTime: 30, lastVideoTime: 130 });
    expect(late.json().creditedSeconds).toBe(0);
    const after = await totals(user.id);
    expect(after.total).toBe(90_000);
    expect(after.state[0]?.last_watch_time).toBe(190);
  });

  it("accepts the segment start as an ISO 8601 string", async () => {
    const { client } = await visitor();
    const start = new Date(Date.now() - 20_000).toISOString();
    const response = await report(client, { playingStartTime: start, elapsedTime: 20 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().creditedSeconds).toBe(20);
  });

  it("clips a report that claims more than the wall-clock time", async () => {
    const { client, user } = await visitor();
    const start = Date.now() - 30_000;
    await startSegment(client, start);
    setNow(start + 30_000);
    const response = await report(client, { playingStartTime: start, elapsedTime: 3600 });
    expect(response.statusCode).toBe(200);
    const credited = (await totals(user.id)).total;
    expect(credited).toBeGreaterThanOrEqual(30_000);
    expect(credited).toBeLessThanOrEqual(30_000 + REPORT_SLACK_MS + 2_000);
  });

  it("credits two overlapping segments (two tabs) once", async () => {
    const { client, user } = await visitor();
    const start = Date.now() - 120_000;
    await startSegment(client, start);
    await startSegment(client, start + 60_000, { videoId: otherVideo });
    setNow(start + 120_000);
    await report(client, { playingStartTime: start, elapsedTime: 120 });
    const tab2 = await client.post("/api/watchtime/update", {
      videoId: otherVideo,
      timezone: TZ,
      lastVideoTime: 60,
      playingStartTime: start + 60_000,
      elapsedTime: 60,
    });
    expect(tab2.json().creditedSeconds).toBe(0);
    expect((await totals(user.id)).total).toBe(120_000);
  });

  it("puts a report at 23:59 and one at 00:01 in the learner's time zone on two days", async () => {
    const { client, user } = await visitor();
    // 2026-01-10 23:58 and 2026-01-11 00:00 in Moscow (UTC+3).
    const beforeMidnight = Date.parse("2026-01-10T20:58:00Z");
    const afterMidnight = Date.parse("2026-01-10T21:00:00Z");
    await startSegment(client, beforeMidnight);
    setNow(beforeMidnight + 60_000);
    await report(client, { playingStartTime: beforeMidnight, elapsedTime: 60 });
    await startSegment(client, afterMidnight);
    setNow(afterMidnight + 60_000);
    await report(client, { playingStartTime: afterMidnight, elapsedTime: 60 });
    expect((await totals(user.id)).days).toEqual([
      { day: "2026-01-10", video_ms: 60_000 },
      { day: "2026-01-11", video_ms: 60_000 },
    ]);
  });

  it("refuses bad reports with a sentence and credits nothing", async () => {
    const { client, user } = await visitor();
    const start = Date.now() - 10_000;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ playingStartTime: start, elapsedTime: -5 }, 400, "elapsedTime cannot be negative."],
      [
        { playingStartTime: start, elapsedTime: 5, lastVideoTime: -1 },
        400,
        "lastVideoTime cannot be negative.",
      ],
      [{ elapsedTime: 5 }, 400, "playingStartTime must be epoch milliseconds or an ISO 8601 date-time."],
      [
        { playingStartTime: "yesterday-ish", elapsedTime: 5 },
        400,
        "playingStartTime must be epoch milliseconds or an ISO 8601 date-time.",
      ],
      [
        { playingStartTime: start, elapsedTime: 5, timezone: "Mars/Base" },
        400,
        "Unknown time zone: send an IANA name such as Europe/Moscow.",
      ],
      [
        { playingStartTime: start, elapsedTime: 5, videoId: "no-such-video" },
        404,
        "There is no video with this id.",
      ],
      [
        { playingStartTime: Date.now() + 3_600_000, elapsedTime: 5 },
        400,
        "playingStartTime is in the future.",
      ],
    ];
    for (const [body, status, error] of cases) {
      const response = await report(client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toBe(error);
    }
    const missingVideo = await client.post("/api/watchtime/update", {
      playingStartTime: start,
      elapsedTime: 5,
      timezone: TZ,
      lastVideoTime: 0,
    });
    expect(missingVideo.statusCode).toBe(400);
    expect(missingVideo.json().error).toBe("videoId is required.");
    expect((await totals(user.id)).total).toBe(0);
  });

  it("answers reports that arrive together each with its own totals, and fails only a bad one", async () => {
    const { client, user } = await visitor();
    const other = await visitor();
    const start = MOSCOW_NOON;
    await startSegment(client, start);
    await startSegment(other.client, start);
    setNow(start + 120_000);
    // Sent at once, these are stored in one batch (group commit): each answer is as if they ran in order.
    const responses = await Promise.all([
      report(client, { playingStartTime: start, elapsedTime: 30, lastVideoTime: 30 }),
      report(client, { playingStartTime: start, elapsedTime: 30, lastVideoTime: 30 }),
      report(client, { playingStartTime: start, elapsedTime: 60, videoId: "no-such-video" }),
      report(other.client, { playingStartTime: start, elapsedTime: 45, lastVideoTime: 45 }),
      report(client, { playingStartTime: start, elapsedTime: 90, lastVideoTime: 90 }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 404, 200, 200]);
    expect(responses[2]?.json().error).toBe("There is no video with this id.");
    const answers = responses.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(answers).toEqual([
      { creditedSeconds: 30, watchTimeSeconds: 30, watchTimeTodaySeconds: 30 },
      { creditedSeconds: 0, watchTimeSeconds: 30, watchTimeTodaySeconds: 30 },
      { creditedSeconds: 45, watchTimeSeconds: 45, watchTimeTodaySeconds: 45 },
      { creditedSeconds: 60, watchTimeSeconds: 90, watchTimeTodaySeconds: 90 },
    ]);
    expect((await totals(user.id)).total).toBe(90_000);
    expect((await totals(other.user.id)).total).toBe(45_000);
  });

  it("never credits hours a client invents with a start long ago: at most 35 s a new segment", async () => {
    const { client, user } = await visitor();
    const shortVideo = await createVideo(t.db, { durationSeconds: 45 });
    const now = Date.now();
    setNow(now);
    const tenHours = await report(client, {
      videoId: shortVideo,
      playingStartTime: now - 10 * 3_600_000,
      elapsedTime: 36_000,
    });
    expect(tenHours.statusCode, tenHours.body).toBe(200);
    expect(tenHours.json().creditedSeconds).toBeLessThanOrEqual(35);
    const twentyHours = await report(client, {
      videoId: otherVideo,
      playingStartTime: now - 20 * 3_600_000,
      elapsedTime: 36_000,
    });
    expect(twentyHours.json().creditedSeconds).toBeLessThanOrEqual(35);
    expect((await totals(user.id)).total).toBeLessThanOrEqual(70_000);
    // Reporting the same invented segments again, later, adds only the time that really passed.
    setNow(now + 10_000);
    await report(client, {
      videoId: shortVideo,
      playingStartTime: now - 10 * 3_600_000,
      elapsedTime: 72_000,
    });
    expect((await totals(user.id)).total).toBeLessThanOrEqual(80_000);
  });

  describe("refuses time on a video the caller may not play", () => {
    let premiumVideo: string;
    let hiddenVideo: string;
    let scheduledVideo: string;
    beforeAll(async () => {
      premiumVideo = await createVideo(t.db, { premium: true, durationSeconds: 600 });
      hiddenVideo = await createVideo(t.db, { visible: false });
      scheduledVideo = await createVideo(t.db, { uploadDate: new Date(Date.now() + 7 * 86_400_000) });
    });

    const reportOn = (client: TestClient, videoId: string) =>
      report(client, { videoId, playingStartTime: Date.now() - 10_000, elapsedTime: 10 });

    it("a premium video: 401 for a visitor, 403 for a free learner, credited for a premium member", async () => {
      const anonymous = await visitor();
      const refused = await reportOn(anonymous.client, premiumVideo);
      expectApiError(refused, 401, {
        error: "Log in with a premium membership to watch this video.",
        code: "unauthorized",
      });
      expect((await totals(anonymous.user.id)).total).toBe(0);

      vi.useRealTimers(); // sign-in codes expire by the real clock
      const free = new TestClient(t.app);
      const learner = await signUp(t, free, "Free", `free-${Date.now()}@example.com`);
      const forbidden = await reportOn(free, premiumVideo);
      expectApiError(forbidden, 403, { error: "This video is for premium members.", code: "forbidden" });
      expect((await totals(learner.id)).total).toBe(0);

      await t.db.updateTable("users").set({ premium: true }).where("id", "=", learner.id).execute();
      const allowed = await reportOn(free, premiumVideo);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json().creditedSeconds).toBe(10);
    });

    it("a hidden or scheduled video: 403 for learners, credited for admins", async () => {
      const { client, user } = await visitor();
      for (const videoId of [hiddenVideo, scheduledVideo]) {
        const refused = await reportOn(client, videoId);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe(
          "This video is not available to watch now, so its time is not counted.",
        );
      }
      expect((await totals(user.id)).total).toBe(0);

      vi.useRealTimers();
      const admin = new TestClient(t.app);
      await signUp(t, admin, "Boss", "boss@example.com");
      const response = await reportOn(admin, hiddenVideo);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().creditedSeconds).toBe(10);
    });
  });

  it("asks for a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/watchtime/update",
      payload: {
        videoId: video,
        playingStartTime: Date.now(),
        elapsedTime: 1,
        lastVideoTime: 1,
        timezone: TZ,
      },
    });
    expect(response.statusCode).toBe(401);
  });
});
