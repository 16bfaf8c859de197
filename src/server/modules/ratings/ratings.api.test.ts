import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, adminClient, newLearner, newVisitor } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { exportJsonSchema } from "../../../shared/contracts/progress";
import {
  adminVideoRatingsResponseSchema,
  videoRatingResponseSchema,
} from "../../../shared/contracts/ratings";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
const TZ = "Europe/Moscow";
let video: string;
let hiddenVideo: string;
beforeAll(async () => {
  // Two minutes long: rating opens at 108 s of position with 54 s credited (docs/words.md "Ratings").
  const uploadDate = new Date("2025-01-01T00:00:00Z");
  video = await createVideo(t.db, { durationSeconds: 120, uploadDate });
  hiddenVideo = await createVideo(t.db, { durationSeconds: 120, uploadDate, visible: false });
});

// The server's clock is set by each test, so that watch reports arrive when a real player sends
// them (docs/watch-time.md): the credited time is the server's own, as the rating rule reads it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

function report(client: TestClient, body: Record<string, unknown>) {
  return client.post("/api/watchtime/update", { videoId: video, timezone: TZ, ...body });
}

/** Plays the video from the start for `seconds` at 1×, as the player reports it, ending at `position`. */
async function play(client: TestClient, seconds: number, position = seconds) {
  const start = Date.now();
  const first = await report(client, { playingStartTime: start, elapsedTime: 0, lastVideoTime: 0 });
  expect(first.statusCode, first.body).toBe(200);
  vi.setSystemTime(start + seconds * 1000);
  const last = await report(client, {
    playingStartTime: start,
    elapsedTime: seconds,
    lastVideoTime: position,
  });
  expect(last.statusCode, last.body).toBe(200);
}

const ratingOf = async (client: TestClient, id = video) => {
  const response = await client.get(`/api/video/${id}/rating`);
  expect(response.statusCode, response.body).toBe(200);
  return videoRatingResponseSchema.parse(response.json());
};

describe("POST /api/video/{id}/rating", () => {
  it("lets a learner who watched 90% rate once, replaces their rating, and shows it to admins and in the export", async () => {
    const { client } = await newLearner(t, "Vera", "vera@example.com");
    expect(await ratingOf(client)).toEqual({ rating: null, canRate: false });
    await play(client, 110);
    expect(await ratingOf(client)).toEqual({ rating: null, canRate: true });

    const rated = await client.post(`/api/video/${video}/rating`, { rating: "hard" });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toEqual({ rating: "hard", canRate: true });
    const again = await client.post(`/api/video/${video}/rating`, { rating: "right" });
    expect(again.json()).toEqual({ rating: "right", canRate: true });
    expect(await ratingOf(client)).toEqual({ rating: "right", canRate: true });

    const admin = await adminClient(t);
    const counts = await admin.get(`/api/admin/video/${video}/ratings`);
    expect(counts.statusCode, counts.body).toBe(200);
    expect(adminVideoRatingsResponseSchema.parse(counts.json())).toMatchObject({
      easy: 0,
      right: 1,
      hard: 0,
    });

    const exported = exportJsonSchema.parse((await client.get("/api/user/export?format=json")).json());
    expect(exported.ratings).toEqual([
      { videoId: video, title: expect.any(String), rating: "right", ratedAt: expect.any(String) },
    ]);
  });

  it("refuses a learner who has not watched 90% by the server's records, whatever the client claims", async () => {
    const { client } = await newLearner(t, "Oleg", "oleg@example.com");
    await play(client, 30);
    const early = await client.post(`/api/video/${video}/rating`, { rating: "easy" });
    expectApiError(early, 409, {
      code: "not_watched_enough",
      error: "Watch at least 90% of this video before you rate it.",
    });

    // A jump to the end: the position says 120 s, the server credited 10 s more.
    await play(client, 10, 120);
    expect((await ratingOf(client)).canRate).toBe(false);

    // A forged report: it claims the whole video played from ten minutes ago, in one report.
    const { client: forger } = await newLearner(t, "Fyodor", "fyodor@example.com");
    const forged = await report(forger, {
      playingStartTime: Date.now() - 600_000,
      elapsedTime: 600,
      lastVideoTime: 120,
    });
    expect(forged.statusCode, forged.body).toBe(200);
    const refused = await forger.post(`/api/video/${video}/rating`, { rating: "easy" });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe("not_watched_enough");
  });

  it("keeps each learner's rating their own", async () => {
    const { client: first } = await newLearner(t, "Ira", "ira@example.com");
    await play(first, 120);
    expect((await first.post(`/api/video/${video}/rating`, { rating: "easy" })).statusCode).toBe(200);
    const { client: second } = await newLearner(t, "Gleb", "gleb@example.com");
    expect(await ratingOf(second)).toEqual({ rating: null, canRate: false });
    const exported = exportJsonSchema.parse((await second.get("/api/user/export?format=json")).json());
    expect(exported.ratings).toEqual([]);
  });

  it("answers bad input, unknown and unseen videos and visitors with a sentence", async () => {
    const { client } = await newLearner(t, "Anya", "anya@example.com");
    const bad = await client.post(`/api/video/${video}/rating`, { rating: "meh" });
    expectApiError(bad, 400, {
      code: "invalid_request",
      error: 'rating must be "easy", "right" or "hard".',
    });
    for (const id of ["no-such-video", hiddenVideo]) {
      const missing = await client.post(`/api/video/${id}/rating`, { rating: "easy" });
      expectApiError(missing, 404, { code: "not_found", error: "There is no video with this id." }, id);
    }
    const { client: visitor } = await newVisitor(t);
    const anonymous = await visitor.post(`/api/video/${video}/rating`, { rating: "easy" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual(expect.any(String));
  });
});
