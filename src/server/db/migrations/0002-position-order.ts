import { type Kysely, sql } from "kysely";

// Out-of-order reports must not move the resume position backwards: remember which moment
// (segment start + elapsed, epoch ms) the stored position belongs to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_video_state ADD COLUMN position_at_ms bigint NOT NULL DEFAULT 0`.execute(db);
}
