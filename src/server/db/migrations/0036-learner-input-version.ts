import { type Kysely, sql } from "kysely";

// A number per learner that moves with every write to what their progress summary and words
// summary are made of (modules/learner-input): their daily totals, their off-platform log, their
// watch time per video, their words. An answer kept under a learner's version is exact for as long
// as the version stands, on every instance, since it is read from the database each time
// (docs/progress.md "Kept summaries").
//
// Triggers move it, so that every writer (a heartbeat, an entry, an import, a deletion through a
// cascade, a restore) moves it without knowing of it. Statement-level with transition tables: one
// upsert per statement and learner, not per row (the words worker writes thousands of a learner's
// words at once), in user order, so that two instances' writers lock the versions in the same order.
// No foreign key: the rows of a learner being deleted go through these triggers after the user is
// gone, so only learners who still exist are counted, and the row of a deleted learner is deleted
// with them by a trigger on users.
const FED_BY = ["daily_totals", "off_platform_logs", "user_video_state", "user_words", "user_word_totals"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE learner_input_versions (
  user_id uuid PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION move_learner_input_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learner_input_versions (user_id, version)
    SELECT DISTINCT c.user_id, 1 FROM changed c JOIN users u ON u.id = c.user_id ORDER BY c.user_id
  ON CONFLICT (user_id) DO UPDATE SET version = learner_input_versions.version + 1;
  RETURN NULL;
END
$$;

CREATE FUNCTION forget_learner_input_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM learner_input_versions WHERE user_id IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_forget_input_version AFTER DELETE ON users
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION forget_learner_input_version();
`.execute(db);
  for (const table of FED_BY) {
    const t = sql.raw(table);
    await sql`
CREATE TRIGGER ${sql.raw(`${table}_input_added`)} AFTER INSERT ON ${t}
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION move_learner_input_version();
CREATE TRIGGER ${sql.raw(`${table}_input_changed`)} AFTER UPDATE ON ${t}
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION move_learner_input_version();
CREATE TRIGGER ${sql.raw(`${table}_input_removed`)} AFTER DELETE ON ${t}
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION move_learner_input_version();
`.execute(db);
  }
}
