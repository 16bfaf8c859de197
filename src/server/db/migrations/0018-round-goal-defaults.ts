import { type Kysely, sql } from "kysely";

// A new learner's goals are round and agree with each other (docs/progress.md "Goals";
// shared/domain/goals.ts `defaultGoals`): 15 minutes a day for 12 months of 30 days is 90 hours
// (5400 minutes), due 360 days after the UTC day the row is made (a day, not a moment: the page a
// visitor first sees shows the same goals as the row then made). The old defaults (15 minutes a day, 70 000
// minutes by 31 Dec 2030) asked for about 47 minutes a day; learners who never changed them get
// the new ones, counted from now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE users
  ALTER COLUMN final_goal_minutes SET DEFAULT 5400,
  ALTER COLUMN final_goal_date SET DEFAULT
    (date_trunc('day', now() AT TIME ZONE 'UTC') + interval '360 days') AT TIME ZONE 'UTC';
UPDATE users SET final_goal_minutes = 5400,
    final_goal_date = (date_trunc('day', now() AT TIME ZONE 'UTC') + interval '360 days') AT TIME ZONE 'UTC'
  WHERE daily_goal_minutes = 15 AND final_goal_minutes = 70000
    AND final_goal_date = '2030-12-31T00:00:00Z';
`.execute(db);
}
