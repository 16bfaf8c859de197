import { type Kysely, sql } from "kysely";

// When an account signed up. users.created_at is the first visit, and a visitor who signs up keeps
// that row (their anonymous progress comes along), so created_at is not the sign-up moment for
// them; registered_at is, set at sign-up on both paths (user-repository.ts). Null for anonymous
// visitors. Accounts made before this migration get their created_at, the best we know.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE users ADD COLUMN registered_at timestamptz;
UPDATE users SET registered_at = created_at WHERE NOT is_anonymous;
CREATE INDEX users_registered_at ON users (registered_at DESC) WHERE NOT is_anonymous;
`.execute(db);
}
