import { type Kysely, sql } from "kysely";
import { userRowsTable } from "../user-rows-table";

// My Playlists (docs/product-rules.md "Playlists"): every visitor's "Watch later" and named lists of
// videos. Personal data: the rows go with the user (the cascade) and a video's rows with the video
// (an admin's delete drops it out of every list). The partial unique index lets "Watch later" be
// made lazily by whichever call comes first (INSERT … ON CONFLICT DO NOTHING), never twice.
// `position` orders a list; a reorder rewrites it, an add takes the last plus one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
${userRowsTable("playlists")}
  name text NOT NULL,
  watch_later boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX playlists_of_user ON playlists (user_id, created_at, id);
CREATE UNIQUE INDEX playlists_one_watch_later ON playlists (user_id) WHERE watch_later;
CREATE TABLE playlist_videos (
  playlist_id uuid NOT NULL REFERENCES playlists(id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  position integer NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (playlist_id, video_id)
);
CREATE INDEX playlist_videos_order ON playlist_videos (playlist_id, position);
CREATE INDEX playlist_videos_video ON playlist_videos (video_id);
`.execute(db);
}
