import { type Kysely, sql } from "kysely";

// Big news (docs/admin.md "News"): the announcements an admin posts. Each becomes a notification
// for every learner (kind "news", key: the announcement's id) and a mail, through the email jobs,
// to those with the big-news email on. That email is marketing, so it is opt-in from now on
// (docs/decisions/019-mail-defaults.md): new accounts start with it off; existing rows keep what
// their learners chose (a column default changes no row).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  body text NOT NULL,
  link text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified integer NOT NULL DEFAULT 0,
  mailed integer NOT NULL DEFAULT 0
);
CREATE INDEX announcements_newest ON announcements (created_at DESC);
ALTER TABLE users ALTER COLUMN notify_by_email_big_news_of_platform SET DEFAULT false;
`.execute(db);
}
