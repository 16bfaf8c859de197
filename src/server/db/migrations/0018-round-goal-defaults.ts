import { type Kysely, sql } from "kysely";

// A new learner's goals are round and agree with each other (docs/progress.md "Goals";
// shared/domain/goals.ts `defaultGoals`): 15 minutes a day for 12 months of 30 days is 90 hours
// (5400 minutes), due 360 days after the row is made. The old defaults (15 minutes a day, 70 000
// minutes by 31 Dec 2030) asked for about 47 minutes a day; learners who never changed them get
// the new ones, counted from now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE users
  ALTER COLUMN final_goal_minutes SET DEFAULT 5400,
  ALTER COLUMN final_goal_date SET DEFAULT now() + interval '360 days';
UPDATE users SET final_goal_minutes = 5400, final_goal_date = now() + interval '360 days'
  WHERE daily_goal_minutes = 15 AND final_goal_minutes = 70000
    AND final_goal_date = '2030-12-31T00:00:00Z';
`.execute(db);
}
