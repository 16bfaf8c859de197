import { createVideo } from "@tests/factories/catalog";
import { newLearner } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { browsedIds } from "@tests/setup/browse";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogVersion } from "../catalog-index/index";

// Four videos: three analysed (difficulty 20, 50, 80) and one without a transcript.
const t = setupTestApp();
const ids = { easy: "d-easy", middle: "d-middle", hard: "d-hard", none: "d-none" };

/** What the words analysis stores for a video (modules/words), reduced to its difficulty. */
async function analysed(videoId: string, difficulty: number) {
  await sql`
    INSERT INTO video_words (video_id, running_words, distinct_lemmas, words_per_minute, beyond_1000,
      beyond_3000, difficulty, cues)
    VALUES (${videoId}, 100, 50, 120, 0.1, 0.05, ${difficulty}, '[]'::jsonb)`.execute(t.db);
}

beforeAll(async () => {
  for (const id of Object.values(ids)) await createVideo(t.db, { id });
  await analysed(ids.easy, 20);
  await analysed(ids.middle, 50);
  await analysed(ids.hard, 80);
  await t.app.catalog.refresh();
});

async function idsFor(query: string, client = new TestClient(t.app)) {
  return (await browsedIds(client, query)).sort();
}

describe("GET /api/browse/videos?difficulty=lower,upper", () => {
  it("keeps the videos whose difficulty is in the range, both ends included, and none without one", async () => {
    expect(await idsFor("difficulty=20,50")).toEqual([ids.easy, ids.middle].sort());
    expect(await idsFor("difficulty=51,")).toEqual([ids.hard]);
    expect(await idsFor("difficulty=,19")).toEqual([]);
    expect(await idsFor("difficulty=1,100")).toEqual([ids.easy, ids.hard, ids.middle].sort());
    expect(await idsFor("")).toEqual(Object.values(ids).sort());
  });

  it("follows a new analysis: it moves the catalog version, which every instance watches", async () => {
    const version = () => readCatalogVersion(t.db);
    const before = await version();
    await sql`UPDATE video_words SET difficulty = 95 WHERE video_id = ${ids.middle}`.execute(t.db);
    expect(await version()).toBeGreaterThan(before);
    await t.app.catalog.refresh();
    expect(await idsFor("difficulty=90,100")).toEqual([ids.middle]);
    await sql`UPDATE video_words SET difficulty = 50 WHERE video_id = ${ids.middle}`.execute(t.db);
    await t.app.catalog.refresh();
  });

  it("filters by the shown difficulty: the computed one moved by learners' ratings", async () => {
    // Five learners found the 50 too hard: shown 65 (docs/words.md "The shown difficulty").
    for (let i = 0; i < 5; i++) {
      const { user } = await newLearner(t, `Rater ${i}`, `rater${i}@example.com`);
      await sql`INSERT INTO video_ratings (user_id, video_id, rating) VALUES (${user.id}, ${ids.middle}, 'hard')`.execute(
        t.db,
      );
    }
    // Ratings show at the next rebuild: a catalog write moves the version.
    await createVideo(t.db, { id: "d-later" });
    await t.app.catalog.refresh();
    expect(await idsFor("difficulty=60,70")).toEqual([ids.middle]);
  });

  it("answers 400 with a sentence for a range outside 1–100 or upside down", async () => {
    for (const bad of ["0,50", "20,101", "60,20", "abc", "20", "1.5,3"]) {
      const response = await new TestClient(t.app).get(`/api/browse/videos?difficulty=${bad}`);
      expectApiError(
        response,
        400,
        {
          code: "invalid_request",
          error:
            "difficulty must be two numbers from 1 to 100 separated by a comma, the smaller first, e.g. 20,60.",
        },
        bad,
      );
    }
  });
});
