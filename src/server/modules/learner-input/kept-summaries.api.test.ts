import { createVideo } from "@tests/factories/catalog";
import { logOffPlatformTime } from "@tests/factories/learner-input";
import { newVisitor } from "@tests/factories/users";
import { applyCredit } from "@tests/factories/watch-time";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { testDbKind } from "@tests/setup/test-db";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overallResponseSchema, progressRoutes } from "../../../shared/contracts/progress";
import { wordsRoutes, wordsSummaryResponseSchema } from "../../../shared/contracts/words";
import { buildApp } from "../../app";
import { createDb, type DbHandle } from "../../db/create-db";
import { createMailer, type Mailer } from "../../lib/mailer";
import { createKeptOverall } from "../progress/progress-service";
import { readInputVersions } from "./learner-input-repository";

// The progress summary and the words summary are kept per learner until what they are made of
// moves (docs/progress.md "Kept summaries"). What a learner sees must never be an old figure: each
// test here writes the way another instance, an import or a worker would (straight to the
// database, unknown to this process) and asks again at once.
const TZ = "Europe/Moscow";
const t = setupTestApp();
let spoken: string;
beforeAll(async () => {
  spoken = await createVideo(t.db, { durationSeconds: 600 });
  // 1200 words in 600 seconds: 2 words a second.
  await t.db.updateTable("videos").set({ word_count: 1200 }).where("id", "=", spoken).execute();
});

const userRow = (id: string) =>
  t.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const overallOf = (client: TestClient) => client.getOk(progressRoutes.overall, overallResponseSchema);
const wordsSummaryOf = (client: TestClient) => client.getOk(wordsRoutes.summary, wordsSummaryResponseSchema);

describe("a learner's input version", () => {
  it("moves with each write to what their summaries are made of, and no one else's", async () => {
    const [a, b] = [await newVisitor(t, TZ), await newVisitor(t, TZ)];
    const versions = async () => [
      (await readInputVersions(t.db, a.user.id)).learner,
      (await readInputVersions(t.db, b.user.id)).learner,
    ];
    let [before, other] = await versions();
    const moved = async (write: () => Promise<unknown>) => {
      await write();
      const [now, otherNow] = await versions();
      expect(now).toBeGreaterThan(before!);
      expect(otherNow).toBe(other);
      before = now;
    };
    // Watch time (total, day and video at once), off-platform time through the call, words, and
    // the deletion of a day.
    await moved(() =>
      applyCredit(t.db, { userId: a.user.id, videoId: spoken, ms: 60_000, day: "2025-03-01", position: 60 }),
    );
    await moved(() => logOffPlatformTime(a.client, "2025-03-02", ["10:00", "10:30"], 30));
    await moved(() =>
      sql`INSERT INTO user_words (user_id, lemma, heard) VALUES (${a.user.id}, 'дом', 3)`.execute(t.db),
    );
    await moved(() => sql`UPDATE user_words SET heard = 4 WHERE user_id = ${a.user.id}`.execute(t.db));
    await moved(() =>
      t.db
        .deleteFrom("daily_totals")
        .where("user_id", "=", a.user.id)
        .where("day", "=", "2025-03-01")
        .execute(),
    );
    await moved(() =>
      sql`INSERT INTO user_word_totals (user_id, heard) VALUES (${a.user.id}, 4)`.execute(t.db),
    );

    // A learner's deletion takes their rows through the cascade, and their version with them.
    await t.db.deleteFrom("users").where("id", "=", a.user.id).execute();
    const { rows } = await sql`SELECT 1 FROM learner_input_versions WHERE user_id = ${a.user.id}`.execute(
      t.db,
    );
    expect(rows).toEqual([]);
    expect((await readInputVersions(t.db, b.user.id)).learner).toBe(other);
  });
});

describe("kept summaries", () => {
  it("show a write made behind the process's back on the very next call", async () => {
    const { client, user } = await newVisitor(t, TZ);
    expect((await overallOf(client)).totalSeconds).toBe(0);
    expect(await overallOf(client)).toEqual(await overallOf(client));

    // Watch time written in SQL, as another instance's report would.
    await applyCredit(t.db, {
      userId: user.id,
      videoId: spoken,
      ms: 300_000,
      day: "2025-03-01",
      position: 300,
    });
    const watched = await overallOf(client);
    expect(watched.totalSeconds).toBe(300);
    // 300 seconds of a video with 2 words a second.
    expect(watched.words).toBe(600);

    // The same input moved to another day (as an edited entry's date would): no total changes.
    expect(watched.statistics.bestDay).toEqual({ date: "2025-03-01", seconds: 300 });
    await t.db
      .updateTable("daily_totals")
      .set({ day: "2025-03-05" })
      .where("user_id", "=", user.id)
      .where("day", "=", "2025-03-01")
      .execute();
    expect((await overallOf(client)).statistics.bestDay).toEqual({ date: "2025-03-05", seconds: 300 });

    // A catalog change: the video's word count is halved.
    await t.db.updateTable("videos").set({ word_count: 600 }).where("id", "=", spoken).execute();
    expect((await overallOf(client)).words).toBe(300);
    await t.db.updateTable("videos").set({ word_count: 1200 }).where("id", "=", spoken).execute();

    // A setting of the learner's own: the daily goal, written in SQL.
    await t.db.updateTable("users").set({ daily_goal_minutes: 45 }).where("id", "=", user.id).execute();
    expect((await overallOf(client)).dailyGoalMinutes).toBe(45);

    // Off-platform time: an entry written in SQL and its day's total.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("off_platform_logs")
        .values({
          user_id: user.id,
          start_date: "2025-03-02",
          start_time: "09:00",
          end_date: new Date("2025-03-02T07:00:00Z"),
          minutes: 60,
        })
        .execute();
      await sql`INSERT INTO daily_totals (user_id, day, off_platform_ms) VALUES (${user.id}, '2025-03-02', 3600000)`.execute(
        trx,
      );
      await trx.updateTable("users").set({ watch_time_ms: 3_900_000 }).where("id", "=", user.id).execute();
    });
    const logged = await overallOf(client);
    expect(logged.totalSeconds).toBe(3900);
    expect(logged.offPlatformSeconds).toBe(3600);
    expect((await wordsSummaryOf(client)).estimatedHeard).toBeGreaterThan(0);
  });

  it("show the words the words worker credits", async () => {
    const { client, user } = await newVisitor(t, TZ);
    const before = await wordsSummaryOf(client);
    expect(before).toMatchObject({ distinct: 0, acquired: 0 });
    await sql`
      INSERT INTO user_words (user_id, lemma, heard, acquired_at, acquired_at_input_ms)
      VALUES (${user.id}, 'кот', 5, now(), 0), (${user.id}, 'дом', 2, NULL, NULL)`.execute(t.db);
    expect(await wordsSummaryOf(client)).toMatchObject({ distinct: 2, acquired: 1 });
  });

  it("are the same object while nothing moves, and made again when the day or the final goal's days left do", async () => {
    const { user } = await newVisitor(t, TZ);
    const overall = createKeptOverall(t.db);
    const row = await userRow(user.id);
    const noon = Date.parse("2026-06-10T09:00:00Z");
    const first = await overall(row, noon);
    expect(await overall(row, noon + 60_000)).toBe(first);
    expect(Object.isFrozen(first.statistics)).toBe(true);
    // Midnight in Moscow (21:00 UTC): a new day.
    const nextDay = await overall(row, Date.parse("2026-06-10T21:00:01Z"));
    expect(nextDay).not.toBe(first);
    expect(nextDay.today).toBe("2026-06-11");
    // The final goal's instant passes a day boundary of its own, at its own time of day.
    const goalAt = Date.parse("2026-06-20T12:00:00Z");
    const goalRow = { ...row, final_goal_date: new Date(goalAt) };
    const before = await overall(goalRow, goalAt - 2 * 86_400_000 - 1);
    const after = await overall(goalRow, goalAt - 2 * 86_400_000 + 1);
    expect(before.statistics.finalGoal.daysLeft).toBe(3);
    expect(after.statistics.finalGoal.daysLeft).toBe(2);
    expect(after.today).toBe(before.today);
  });
});

// PGlite is one process's embedded database: a second instance cannot open it.
describe.runIf(testDbKind === "postgres")("kept summaries on two instances of one database", () => {
  let handle: DbHandle;
  let mailer: Mailer;
  let second: FastifyInstance;

  beforeAll(async () => {
    handle = await createDb({ databaseUrl: t.databaseUrl, poolSize: 4 });
    mailer = createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir });
    second = await buildApp({ config: t.config, db: handle.db, mailer, logger: false });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    mailer?.close();
    await handle?.close();
  });

  it("show input logged through one instance on the other's next call", async () => {
    const { client } = await newVisitor(t, TZ);
    // The same learner's session, on the other instance.
    const there = new TestClient(second);
    for (const [name, value] of client.cookies) there.cookies.set(name, value);
    expect((await overallOf(there)).totalSeconds).toBe(0);
    expect((await wordsSummaryOf(there)).estimatedHeard).toBe(0);
    await logOffPlatformTime(client, "2025-03-02", ["10:00", "10:45"], 45);
    expect((await overallOf(there)).offPlatformSeconds).toBe(2700);
    expect((await wordsSummaryOf(there)).estimatedHeard).toBeGreaterThan(0);
  });
});
