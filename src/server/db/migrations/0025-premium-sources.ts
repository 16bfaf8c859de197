import { type Kysely, sql } from "kysely";

// Where each premium came from (docs/admin.md "Premium from Patreon"): `webhook` (Patreon told us),
// `claim` (an admin approved the learner's claim), `admin` (an admin set it by hand; a webhook
// never takes it away). Premium granted before this migration came from the admins' review: from
// a claim where one was approved, by hand otherwise. Patreon's webhooks are kept by the digest of
// their event and body, so the same delivery twice changes nothing; a rejected claim keeps the
// admin's reason, which was mailed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE users ADD COLUMN premium_source text
  CHECK (premium_source IN ('webhook', 'claim', 'admin'));
UPDATE users u SET premium_source = CASE
    WHEN EXISTS (SELECT 1 FROM premium_claims c WHERE c.user_id = u.id AND c.status = 'approved') THEN 'claim'
    ELSE 'admin' END
  WHERE premium;
ALTER TABLE premium_claims ADD COLUMN reject_reason text;
CREATE TABLE patreon_webhook_events (
  digest text PRIMARY KEY,
  event text NOT NULL,
  member_id text,
  email text,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
`.execute(db);
}
