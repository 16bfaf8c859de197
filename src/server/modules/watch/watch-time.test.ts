import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVideo } from "../../../../tests/factories/catalog";
import { TestClient } from "../../../../tests/setup/client";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { REPORT_SLACK_MS } from "./credit";

let t: TestApp;
let video: string;
let otherVideo: string;
beforeAll(async () => {
  t = await createTestApp();
  video = await createVideo(t.db, { durationSeconds: 1200 });
  otherVideo = await createVideo(t.db, { durationSeconds: 900 });
});
afterAll(() => t.close());

const TZ = "Europe/Moscow";

async function visitor() {
  const client = new TestClient(t.app);
  const user = await client.loadUser(TZ);
  return { client, user };
}

function report(client: TestClient, body: Record<string, unknown>) {
  return client.post("/api/watchtime/update", { videoId: video, timezone: TZ, lastVideoTime: 0, ...body });
}

async function totals(userId: string) {
  const user = await t.db
    .selectFrom("users")
    .select("watch_time_ms")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const days = await t.db
    .selectFrom("daily_totals")
    .select(["day", "video_ms"])
    .where("user_id", "=", userId)
    .orderBy("day")
    .execute();
  const state = await t.db
    .selectFrom("user_video_state")
    .select(["video_id", "watch_time_ms", "last_watch_time"])
    .where("user_id", "=", userId)
    .execute();
  return { total: user.watch_time_ms, days, state };
}

describe("POST /api/watchtime/update", () => {
  it("credits an identical report once, and anonymous visitors earn time", async () => {
    const { client, user } = await visitor();
    const start = Date.now() - 60_000;
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
    const response = await report(client, { playingStartTime: start, elapsedTime: 3600 });
    expect(response.statusCode).toBe(200);
    const credited = (await totals(user.id)).total;
    expect(credited).toBeGreaterThanOrEqual(30_000);
    expect(credited).toBeLessThanOrEqual(30_000 + REPORT_SLACK_MS + 2_000);
  });

  it("credits two overlapping segments (two tabs) once", async () => {
    const { client, user } = await visitor();
    const start = Date.now() - 120_000;
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
    await report(client, { playingStartTime: beforeMidnight, elapsedTime: 60 });
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
    const start = Date.now() - 120_000;
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
