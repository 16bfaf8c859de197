import { type Kysely, sql } from "kysely";
import { userRowsTable } from "../user-rows-table";

// Personal access tokens (modules/tokens, docs/decisions/013): a learner's own tools call a few
// progress calls with `Authorization: Bearer pny_…`. Only the SHA-256 of a token is stored, so the
// table never holds a usable token. A revoked token keeps its row (revoked_at) so the list and the
// 401 can tell it apart from a typo; the learner's account going away takes its tokens with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
${userRowsTable("api_tokens")}
  name text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('read', 'write')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at);
`.execute(db);
}
