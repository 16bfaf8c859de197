import type { Selectable } from "kysely";
import type { Db } from "../../db/create-db";
import type { SeriesEpisodesTable, SeriesTable } from "../../db/schema";

/** A series as stored, with its episodes' video ids first to last. */
export interface SeriesRecord {
  id: string;
  title: string;
  description: string;
  videoIds: string[];
}

/** A video that is an episode of a series, with the series' title. */
export interface EpisodeOwner {
  videoId: string;
  seriesId: string;
  seriesTitle: string;
}

/** A series' row with one of its episodes, or with null for a series without any (the left join). */
type SeriesEpisodeRow = Pick<Selectable<SeriesTable>, "id" | "title" | "description"> & {
  video_id: Selectable<SeriesEpisodesTable>["video_id"] | null;
};

function grouped(rows: SeriesEpisodeRow[]): SeriesRecord[] {
  const byId = new Map<string, SeriesRecord>();
  for (const row of rows) {
    let series = byId.get(row.id);
    if (!series) {
      series = { id: row.id, title: row.title, description: row.description, videoIds: [] };
      byId.set(row.id, series);
    }
    if (row.video_id !== null) series.videoIds.push(row.video_id);
  }
  return [...byId.values()];
}

/** Every series (by title), or the one of `id`, with its episodes in order. */
export async function loadSeries(db: Db, id?: string): Promise<SeriesRecord[]> {
  let query = db
    .selectFrom("series as s")
    .leftJoin("series_episodes as e", "e.series_id", "s.id")
    .select(["s.id", "s.title", "s.description", "e.video_id"])
    .orderBy("s.title")
    .orderBy("s.id")
    .orderBy("e.position");
  if (id !== undefined) query = query.where("s.id", "=", id);
  return grouped(await query.execute());
}

/** The series `videoId` is an episode of, with all its episodes in order; undefined for none. */
export async function loadSeriesOfVideo(db: Db, videoId: string): Promise<SeriesRecord | undefined> {
  const owner = await db
    .selectFrom("series_episodes")
    .select("series_id")
    .where("video_id", "=", videoId)
    .executeTakeFirst();
  if (!owner) return undefined;
  return (await loadSeries(db, owner.series_id))[0];
}

/** The id of the series titled `title` in any letter case (titles are unique so). */
export async function findSeriesIdByTitle(db: Db, title: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("series")
    .select("id")
    // Both sides lowered by the database, as its unique index on lower(title) is.
    .where((eb) => eb(eb.fn("lower", ["title"]), "=", eb.fn("lower", [eb.val(title)])))
    .executeTakeFirst();
  return row?.id;
}

/** Of `videoIds`, those that are stored videos. */
export async function existingVideoIds(db: Db, videoIds: string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db.selectFrom("videos").select("id").where("id", "in", videoIds).execute();
  return new Set(rows.map((r) => r.id));
}

/** Of `videoIds`, those that are episodes of a series other than `seriesId`, with its title. */
export async function episodesOfOtherSeries(
  db: Db,
  videoIds: string[],
  seriesId: string | null,
): Promise<EpisodeOwner[]> {
  if (videoIds.length === 0) return [];
  let query = db
    .selectFrom("series_episodes as e")
    .innerJoin("series as s", "s.id", "e.series_id")
    .select(["e.video_id as videoId", "s.id as seriesId", "s.title as seriesTitle"])
    .where("e.video_id", "in", videoIds);
  if (seriesId !== null) query = query.where("e.series_id", "<>", seriesId);
  return query.execute();
}

export async function insertSeries(db: Db, values: { title: string; description: string }): Promise<string> {
  const row = await db.insertInto("series").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the given fields; false when no series has `id`. */
export async function updateSeries(
  db: Db,
  id: string,
  values: { title?: string; description?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("series")
    .set({ ...values, updated_at: new Date() })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a series (its episodes with it; the videos stay); false when none has `id`. */
export async function deleteSeries(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("series").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes `videoIds` the series' episodes, in that order (positions 1…n). */
export async function replaceEpisodes(db: Db, seriesId: string, videoIds: string[]): Promise<void> {
  await db.deleteFrom("series_episodes").where("series_id", "=", seriesId).execute();
  if (videoIds.length === 0) return;
  await db
    .insertInto("series_episodes")
    .values(videoIds.map((video_id, i) => ({ series_id: seriesId, video_id, position: i + 1 })))
    .execute();
}

/** Takes `videoId` out of whatever series it is in. */
export async function removeEpisode(db: Db, videoId: string): Promise<void> {
  await db.deleteFrom("series_episodes").where("video_id", "=", videoId).execute();
}

/** Each episode's series title and number (its place in the series' order, from 1), by video id. */
export async function loadEpisodeNumbers(db: Db): Promise<Map<string, { series: string; episode: number }>> {
  const numbers = new Map<string, { series: string; episode: number }>();
  for (const series of await loadSeries(db)) {
    for (const [i, videoId] of series.videoIds.entries()) {
      numbers.set(videoId, { series: series.title, episode: i + 1 });
    }
  }
  return numbers;
}

/** The video a "Next episode link" names: a YouTube video by its id, else one by its exact title. */
export async function findLinkedVideo(
  db: Db,
  link: { youtubeId: string | null; text: string },
): Promise<string | undefined> {
  if (link.youtubeId !== null) {
    const row = await db
      .selectFrom("videos")
      .select("id")
      .where("platform", "=", "youtube")
      .where("on_platform_id", "=", link.youtubeId)
      .executeTakeFirst();
    if (row) return row.id;
  }
  const row = await db
    .selectFrom("videos")
    .select("id")
    .where("title", "=", link.text)
    .orderBy("id")
    .executeTakeFirst();
  return row?.id;
}

/** Takes `videoIds` out of every series but `seriesId`. */
export async function removeFromOtherSeries(db: Db, videoIds: string[], seriesId: string): Promise<void> {
  if (videoIds.length === 0) return;
  await db
    .deleteFrom("series_episodes")
    .where("video_id", "in", videoIds)
    .where("series_id", "<>", seriesId)
    .execute();
}

export async function videoTitle(db: Db, videoId: string): Promise<string> {
  const row = await db
    .selectFrom("videos")
    .select("title")
    .where("id", "=", videoId)
    .executeTakeFirstOrThrow();
  return row.title;
}
