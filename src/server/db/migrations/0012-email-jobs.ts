import { type Kysely, sql } from "kysely";
import { userRowsTable } from "../user-rows-table";

// The email job runner (modules/notifications, docs/emails.md, docs/decisions/014). One row per
// mail to send: the unique key (user, kind, period) plans a report once however many instances
// plan it. A run claims due rows with FOR UPDATE SKIP LOCKED in a short transaction and holds them
// by a lease; "claimed" rows whose lease ran out go back to "pending" (nothing was handed to SMTP
// yet), "sending" rows whose lease ran out are never resent (the SMTP server may have taken them).
// email_runs is the log of runs the admin page lists.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
${userRowsTable("email_jobs")}
  kind text NOT NULL,
  period text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'claimed', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL,
  claim_id uuid,
  lease_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (user_id, kind, period)
);
CREATE INDEX email_jobs_due ON email_jobs (run_after) WHERE status = 'pending';
CREATE INDEX email_jobs_leased ON email_jobs (lease_until) WHERE status IN ('claimed', 'sending');
CREATE TABLE email_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instance text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  planned integer NOT NULL DEFAULT 0,
  sent integer NOT NULL DEFAULT 0,
  retried integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  failures jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX email_runs_started ON email_runs (started_at);
`.execute(db);
}
