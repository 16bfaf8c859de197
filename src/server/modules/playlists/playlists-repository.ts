import { type Selectable, sql } from "kysely";
import type { PlaylistSummary } from "../../../shared/contracts/playlists";
import type { ExportJson } from "../../../shared/contracts/progress";
import type { Db } from "../../db/create-db";
import type { PlaylistsTable } from "../../db/schema";
import { videoVisibleTo } from "../video/index";

type Caller = Parameters<typeof videoVisibleTo>[1];

/** A playlist of the user with its videos' ids in the list's order. */
export type PlaylistRow = Pick<PlaylistSummary, "id" | "name" | "watchLater"> & { videoIds: string[] };

/** The row the queries below select: the playlist's columns and its videos' ids (VIDEO_IDS, null for none). */
type RawPlaylist = Pick<Selectable<PlaylistsTable>, "id" | "name" | "watch_later"> & {
  video_ids: string[] | null;
};

const toPlaylist = (row: RawPlaylist): PlaylistRow => ({
  id: row.id,
  name: row.name,
  watchLater: row.watch_later,
  videoIds: row.video_ids ?? [],
});

/** The videos of a playlist in order (position, then the earlier added, then id: a stable order). */
const VIDEO_IDS = sql<string[] | null>`(
  SELECT json_agg(v.video_id ORDER BY v.position, v.added_at, v.video_id)
    FROM playlist_videos v WHERE v.playlist_id = p.id)`;

/** Makes the user's "Watch later" unless it exists (the partial unique index keeps it one). */
export async function ensureWatchLater(db: Db, userId: string, name: string): Promise<void> {
  await sql`
    INSERT INTO playlists (user_id, name, watch_later) VALUES (${userId}, ${name}, true)
    ON CONFLICT (user_id) WHERE watch_later DO NOTHING`.execute(db);
}

/** The user's playlists, "Watch later" first, then the oldest first. */
export async function listPlaylists(db: Db, userId: string): Promise<PlaylistRow[]> {
  const { rows } = await sql<RawPlaylist>`
    SELECT p.id, p.name, p.watch_later, ${VIDEO_IDS} AS video_ids
      FROM playlists p WHERE p.user_id = ${userId}
     ORDER BY p.watch_later DESC, p.created_at, p.id`.execute(db);
  return rows.map(toPlaylist);
}

/**
 * One of the user's playlists (undefined for another's or an unknown id); `lock` holds it until
 * the transaction ends, so that a limit checked in it stays true while the change is written.
 */
export async function findPlaylist(
  db: Db,
  userId: string,
  id: string,
  lock = false,
): Promise<PlaylistRow | undefined> {
  const { rows } = await sql<RawPlaylist>`
    SELECT p.id, p.name, p.watch_later, ${VIDEO_IDS} AS video_ids
      FROM playlists p WHERE p.id = ${id} AND p.user_id = ${userId}
      ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  return rows[0] ? toPlaylist(rows[0]) : undefined;
}

/** Locks the user's "Watch later" (it exists): the one row that serialises their new playlists. */
export async function lockWatchLater(db: Db, userId: string): Promise<void> {
  await sql`SELECT id FROM playlists WHERE user_id = ${userId} AND watch_later FOR UPDATE`.execute(db);
}

/** How many named playlists the user keeps ("Watch later" not counted). */
export async function countNamedPlaylists(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM playlists WHERE user_id = ${userId} AND NOT watch_later`.execute(db);
  return rows[0]!.n;
}

export async function insertPlaylist(db: Db, userId: string, name: string): Promise<string> {
  const row = await db
    .insertInto("playlists")
    .values({ user_id: userId, name })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renamePlaylist(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable("playlists").set({ name, updated_at: sql`now()` }).where("id", "=", id).execute();
}

/** Writes the playlist's order: `videoIds[i]` at position i (every id is one of its videos). */
export async function writeOrder(db: Db, id: string, videoIds: string[]): Promise<void> {
  if (videoIds.length === 0) return;
  await sql`
    UPDATE playlist_videos AS v SET position = o.ord
      FROM unnest(${videoIds}::text[]) WITH ORDINALITY AS o(video_id, ord)
     WHERE v.playlist_id = ${id} AND v.video_id = o.video_id`.execute(db);
  await db.updateTable("playlists").set({ updated_at: sql`now()` }).where("id", "=", id).execute();
}

/** Deletes one of the user's named playlists with its rows; false when there is none such. */
export async function deletePlaylist(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("playlists")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("watch_later", "=", false)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Is the video one the caller may see (`videoVisibleTo`, the one access rule's SQL)? */
export async function isVideoListedFor(db: Db, videoId: string, caller: Caller): Promise<boolean> {
  const row = await db
    .selectFrom("videos")
    .select("videos.id")
    .where("videos.id", "=", videoId)
    .where((eb) => videoVisibleTo(eb, caller))
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the video at the end of the playlist; nothing when it is in it already. */
export async function appendVideo(db: Db, id: string, videoId: string): Promise<void> {
  await sql`
    INSERT INTO playlist_videos (playlist_id, video_id, position)
    SELECT ${id}, ${videoId}, coalesce(max(position), 0) + 1 FROM playlist_videos WHERE playlist_id = ${id}
    ON CONFLICT (playlist_id, video_id) DO NOTHING`.execute(db);
  await db.updateTable("playlists").set({ updated_at: sql`now()` }).where("id", "=", id).execute();
}

export async function removeVideo(db: Db, id: string, videoId: string): Promise<void> {
  await db
    .deleteFrom("playlist_videos")
    .where("playlist_id", "=", id)
    .where("video_id", "=", videoId)
    .execute();
}

/** Every playlist of the user with its videos' titles, in the lists' order (the export). */
export async function exportPlaylists(db: Db, userId: string): Promise<ExportJson["playlists"]> {
  const { rows } = await sql<
    Pick<Selectable<PlaylistsTable>, "name" | "watch_later"> & {
      videos: ExportJson["playlists"][number]["videos"] | null;
    }
  >`
    SELECT p.name, p.watch_later, (
      SELECT json_agg(json_build_object('videoId', v.video_id, 'title', t.title)
                      ORDER BY v.position, v.added_at, v.video_id)
        FROM playlist_videos v JOIN videos t ON t.id = v.video_id WHERE v.playlist_id = p.id) AS videos
      FROM playlists p WHERE p.user_id = ${userId}
     ORDER BY p.watch_later DESC, p.created_at, p.id`.execute(db);
  return rows.map((row) => ({ name: row.name, watchLater: row.watch_later, videos: row.videos ?? [] }));
}
