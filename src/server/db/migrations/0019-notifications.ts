import { type Kysely, sql } from "kysely";
import { userRowsTable } from "../user-rows-table";

// The notification centre (modules/notifications, docs/product-rules.md "Notifications"). A
// learner's notifications: input milestones, streaks, assessment invitations, journal reminders
// and the platform's news. "Exactly once" is the unique key (user, kind, milestone_key): every
// writer inserts with ON CONFLICT DO NOTHING, so two instances, retries and restarts cannot make a
// second one. Personal data: it goes with the account (the cascade) and is in the export.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
${userRowsTable("notifications")}
  kind text NOT NULL,
  milestone_key text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  UNIQUE (user_id, kind, milestone_key)
);
CREATE INDEX notifications_newest ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
`.execute(db);
}
