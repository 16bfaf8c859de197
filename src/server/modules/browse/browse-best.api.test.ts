import { createVideo } from "@tests/factories/catalog";
import { newLearner, newVisitor } from "@tests/factories/users";
import { browsedIds } from "@tests/setup/browse";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { browseVideosResponseSchema } from "../../../shared/contracts/browse";

// "Best for you" (docs/words.md "Best for you"): six videos, five with analysed words whose
// coverage for the learner below is known, one without a transcript.
const t = setupTestApp();

/** Known lemma "знать" × known + unknown lemma "новое" × (100 − known): coverage known %. */
const COVERAGE = { zone: 95, all: 100, near: 85, low: 50, watched: 93 } as const;
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

/** What the words analysis stores for a video (modules/words): its lemmas, then its figures. */
async function analysed(videoId: string, known: number) {
  const lemmas = [
    ["знать", known],
    ["новое", 100 - known],
  ].filter(([, n]) => Number(n) > 0);
  for (const [lemma, occurrences] of lemmas)
    await sql`INSERT INTO video_lemmas (video_id, lemma, occurrences)
      VALUES (${videoId}, ${lemma}, ${occurrences})`.execute(t.db);
  await sql`
    INSERT INTO video_words (video_id, running_words, distinct_lemmas, words_per_minute, beyond_1000,
      beyond_3000, difficulty, cues)
    VALUES (${videoId}, 100, ${lemmas.length}, 120, 0.1, 0.05, 40, '[]'::jsonb)`.execute(t.db);
}

// The default order (newest first) is none, low, near, all, watched, zone: "best" must reorder it.
beforeAll(async () => {
  const order = ["zone", "watched", "all", "near", "low", "none"];
  for (const [i, id] of order.entries()) await createVideo(t.db, { id, uploadDate: day(i + 1) });
  for (const [id, known] of Object.entries(COVERAGE)) await analysed(id, known);
  await t.app.catalog.refresh();
});

describe("GET /api/browse/videos?sort=best", () => {
  it("orders a learner's unwatched videos by their coverage's distance to 90–98 %, watched ones last", async () => {
    const { client, user } = await newLearner(t, "Vera", "vera@example.com");
    // Vera has heard words and acquired "знать" (the words worker's fold writes these rows).
    await sql`INSERT INTO user_words (user_id, lemma, heard, cues, videos, acquired_at)
      VALUES (${user.id}, 'знать', 40, 20, 4, now()), (${user.id}, 'новое', 2, 2, 1, NULL)`.execute(t.db);
    const marked = await client.get("/api/video/watched/mark-as-watched");
    expect(marked.statusCode, marked.body).toBe(200);

    expect(await browsedIds(client, "sort=best")).toEqual(["zone", "all", "near", "low", "none", "watched"]);
    // Filters apply as with any order.
    expect(await browsedIds(client, "sort=best&hide-watched=true")).toEqual([
      "zone",
      "all",
      "near",
      "low",
      "none",
    ]);
  });

  it("falls back to the default order (newest first) for a visitor and a learner without history", async () => {
    const newest = ["none", "low", "near", "all", "watched", "zone"];
    const { client: visitor } = await newVisitor(t);
    expect(await browsedIds(visitor, "sort=best")).toEqual(newest);
    const { client: fresh } = await newLearner(t, "Petr", "petr@example.com");
    expect(await browsedIds(fresh, "sort=best")).toEqual(newest);
    expect(await browsedIds(fresh, "")).toEqual(newest);
  });
});

describe("cards: the shown difficulty and the learner's coverage", () => {
  it("carry the difficulty on every card and the coverage only for a learner with a history", async () => {
    const { client, user } = await newLearner(t, "Olga", "olga@example.com");
    await sql`INSERT INTO user_words (user_id, lemma, heard, cues, videos, acquired_at)
      VALUES (${user.id}, 'знать', 40, 20, 4, now())`.execute(t.db);
    const cards = async (c: TestClient) => {
      const response = await c.get("/api/browse/videos");
      expect(response.statusCode, response.body).toBe(200);
      const { videos } = browseVideosResponseSchema.parse(response.json());
      return Object.fromEntries(videos.map((v) => [v.id, [v.difficulty, v.coverage]]));
    };
    expect(await cards(client)).toMatchObject({ zone: [40, 0.95], low: [40, 0.5], none: [null, undefined] });
    const { client: visitor } = await newVisitor(t);
    expect(await cards(visitor)).toMatchObject({ zone: [40, undefined], none: [null, undefined] });
  });

  it("shows the same blended difficulty on the card and in GET /api/video/{id}/words", async () => {
    // Five learners found "near" too hard: 40 + 30 × 5 / 10 = 55 (docs/words.md "The shown difficulty").
    for (let i = 0; i < 5; i++) {
      const { user } = await newLearner(t, `Rater ${i}`, `best-rater${i}@example.com`);
      await sql`INSERT INTO video_ratings (user_id, video_id, rating) VALUES (${user.id}, 'near', 'hard')`.execute(
        t.db,
      );
    }
    await createVideo(t.db, { id: "later", uploadDate: day(20) });
    await t.app.catalog.refresh();
    const { client } = await newVisitor(t);
    const { videos } = browseVideosResponseSchema.parse((await client.get("/api/browse/videos")).json());
    expect(videos.find((v) => v.id === "near")?.difficulty).toBe(55);
    const words = await client.get("/api/video/near/words");
    expect(words.statusCode, words.body).toBe(200);
    expect(words.json()).toMatchObject({ difficulty: 55, runningWords: 100, coverage: null });
  });
});
