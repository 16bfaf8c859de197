import { type Kysely, sql } from "kysely";

// The progress summary's words estimate (modules/progress/progress-repository.ts readInputTotals)
// joins a learner's videos to those with a word count. Where few or no videos have one, the
// planner read the whole videos table for them on every view of /progress (2,400 pages at 10,000
// videos, 138 ms on PGlite; ten times that at 100,000): a cost of the catalog's size, not of the
// learner's. This partial index holds exactly the videos that join, with the two columns read, so
// the plan starts from it when it is small and looks each of the learner's videos up in it when
// it is large (docs/benchmarks.md "Rendered pages").
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE INDEX videos_with_word_count ON videos (id) INCLUDE (word_count, duration_seconds)
  WHERE word_count IS NOT NULL AND duration_seconds > 0;
`.execute(db);
}
