import { sql } from "kysely";
import type { Db } from "../../db/create-db";
import { badRequest } from "../../lib/app-error";

/*
 * The one write path of the catalog (docs/decisions/007): videos with their speakers and topics,
 * and the channels, speakers and topics themselves. Every function takes the root `db` or a
 * transaction (`Db` covers both); a function that makes several statements runs them in one
 * transaction of its own unless it is given one.
 *
 * The catalog version moves by itself (a trigger on every catalog table, migration 0004), in the
 * writer's transaction. To see the change in this instance's browse at once rather than within a
 * second, call the app's `deps.catalog.refresh()` (catalog-service.ts) after the commit.
 */

/** A video's fields as an admin or a loader writes them. */
export interface CatalogVideoFields {
  title: string;
  /** Default "". */
  description?: string;
  platform: "youtube" | "file";
  /** YouTube id, or the media file name for platform "file". */
  onPlatformId: string;
  /** Default "". */
  thumbnailUrl?: string;
  durationSeconds: number;
  /** One of VIDEO_LEVELS (the table checks it). */
  level: string;
  /** Default false. */
  premium?: boolean;
  /** Default true. */
  visible?: boolean;
  /** The publication (schedule) date. */
  uploadDate: Date;
  channelId: number;
  /** Speaker names; each must exist (addSpeaker / addSpeakers). */
  speakers: string[];
  /** Topic names; each must exist (addTopic / addTopics). */
  topics: string[];
  /** WebVTT text of the Russian subtitles. Default null. */
  subtitles?: string | null;
  /** File name of the stored mp3. Default null. */
  audioFile?: string | null;
  /** Default null. */
  wordCount?: number | null;
  /** The URLs the files were downloaded from (the content planner); default null. */
  sources?: {
    thumbnail?: string | null;
    subtitles?: string | null;
    audio?: string | null;
    /** The video's own file (migration 0030). */
    video?: string | null;
  };
  /** A planner draft's missing fields (`draftColumn`, migration 0028); default null: complete. */
  draftMissing?: string | null;
}

export interface NewCatalogVideo extends CatalogVideoFields {
  id: string;
}

/** What removing a channel, speaker or topic did: videos still using it keep it in place. */
export type RemoveOptionResult = "removed" | "not_found" | "in_use";

/** The tables of names a video links to (channels have a URL too: addChannel). */
export type NameTable = "speakers" | "topics";

/** Rows per multi-row INSERT: keeps statements (and PGlite's buffers) small. */
const ROWS_PER_INSERT = 500;

function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/** Ids by name of the named options; an unknown name is a 400 with a sentence. */
async function optionIds(db: Db, table: NameTable, names: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(["id", "name"]).where("name", "in", wanted).execute();
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const missing = wanted.find((name) => !ids.has(name));
  if (missing !== undefined) {
    const kind = table === "speakers" ? "speaker" : "topic";
    throw badRequest(`unknown_${kind}`, `There is no ${kind} named "${missing}": add it first.`);
  }
  return ids;
}

/** The ids of speaker and topic names, for a writer that knows them (no lookup per write). */
export interface OptionIds {
  speakers: ReadonlyMap<string, number>;
  topics: ReadonlyMap<string, number>;
}

/** The ids of `names` from a writer's map; a name missing from it is the writer's mistake. */
function knownIds(known: ReadonlyMap<string, number>, names: string[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const name of names) {
    const id = known.get(name);
    if (id === undefined) throw new Error(`The id of "${name}" was not given.`);
    ids.set(name, id);
  }
  return ids;
}

async function insertLinks(
  db: Db,
  videos: { id: string; speakers: string[]; topics: string[] }[],
  known?: OptionIds,
) {
  const speakerNames = videos.flatMap((v) => v.speakers);
  const topicNames = videos.flatMap((v) => v.topics);
  const speakerIds = known
    ? knownIds(known.speakers, speakerNames)
    : await optionIds(db, "speakers", speakerNames);
  const topicIds = known ? knownIds(known.topics, topicNames) : await optionIds(db, "topics", topicNames);
  const speakerLinks = videos.flatMap((v) =>
    [...new Set(v.speakers)].map((name) => ({ video_id: v.id, speaker_id: speakerIds.get(name)! })),
  );
  const topicLinks = videos.flatMap((v) =>
    [...new Set(v.topics)].map((name) => ({ video_id: v.id, topic_id: topicIds.get(name)! })),
  );
  await insertInChunks(speakerLinks, (chunk) => db.insertInto("video_speakers").values(chunk).execute());
  await insertInChunks(topicLinks, (chunk) => db.insertInto("video_topics").values(chunk).execute());
}

/**
 * Serialises catalog writers until the end of `trx`: takes the lock of the catalog version row,
 * which every catalog write takes anyway (the trigger updates it) but only at its first statement.
 * A writer that checks before it writes (that a video id is free, that no name differs only in
 * letter case) takes it first, so that no other writer can slip in between the check and the write.
 */
export async function lockCatalogWrites(trx: Db): Promise<void> {
  if (!trx.isTransaction) throw new Error("lockCatalogWrites is called outside a transaction.");
  await sql`SELECT version FROM catalog_version WHERE id = 1 FOR UPDATE`.execute(trx);
}

/**
 * lockCatalogWrites for a writer of many transactions (the content planner, a row per
 * transaction), in one statement:
 * - within `trx`, writes do not move the catalog version (migration 0008); the writer moves it
 *   once when it is done (moveCatalogVersion), so that every instance rebuilds its index once;
 * - the commit does not wait for the disk (`synchronous_commit` off, for this transaction only):
 *   the flush is a large part of a one-row transaction on PostgreSQL. A crash of the database
 *   can lose the rows committed in its last fraction of a second, each whole, never half; the
 *   writer's last transaction (moveCatalogVersion's) commits normally, and a normal commit
 *   flushes everything committed before it;
 * - the catalog version is returned, so that the writer can tell whether anyone else wrote since
 *   it last looked.
 */
export async function lockCatalogWritesDeferred(trx: Db): Promise<number> {
  if (!trx.isTransaction) throw new Error("lockCatalogWritesDeferred is called outside a transaction.");
  const { rows } = await sql<{ version: string | number }>`
    SELECT set_config('ponyatno.defer_catalog_version', 'on', true) AS deferred,
      set_config('synchronous_commit', 'off', true) AS relaxed,
      (SELECT version FROM catalog_version WHERE id = 1 FOR UPDATE) AS version`.execute(trx);
  return Number(rows[0]?.version ?? 0);
}

/** Moves the catalog version by hand: the end of a writer that deferred it. */
export async function moveCatalogVersion(db: Db): Promise<void> {
  await sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1`.execute(db);
}

/** Inserts videos with their speaker and topic links, in one transaction (many rows per statement). */
/** A video's row as the table holds it, defaults filled in. */
function videoRow(v: NewCatalogVideo) {
  return {
    id: v.id,
    title: v.title,
    description: v.description ?? "",
    platform: v.platform,
    on_platform_id: v.onPlatformId,
    thumbnail_url: v.thumbnailUrl ?? "",
    duration_seconds: v.durationSeconds,
    level: v.level,
    premium: v.premium ?? false,
    visible: v.visible ?? true,
    upload_date: v.uploadDate,
    channel_id: v.channelId,
    subtitles: v.subtitles ?? null,
    audio_file: v.audioFile ?? null,
    word_count: v.wordCount ?? null,
    thumbnail_source: v.sources?.thumbnail ?? null,
    subtitles_source: v.sources?.subtitles ?? null,
    audio_source: v.sources?.audio ?? null,
    video_source: v.sources?.video ?? null,
    draft_missing: v.draftMissing ?? null,
  };
}

export async function insertVideos(db: Db, videos: NewCatalogVideo[]): Promise<void> {
  if (videos.length === 0) return;
  await inTransaction(db, async (trx) => {
    const rows = videos.map(videoRow);
    await insertInChunks(rows, (chunk) => trx.insertInto("videos").values(chunk).execute());
    await insertLinks(trx, videos);
  });
}

/**
 * The WITH items that link the video a statement's `new_video` inserts to its speakers and
 * topics, whose ids the writer knows: shared by the one-statement inserts below.
 */
function newVideoLinks(video: NewCatalogVideo, known: OptionIds) {
  const speakerIds = [...knownIds(known.speakers, [...new Set(video.speakers)]).values()];
  const topicIds = [...knownIds(known.topics, [...new Set(video.topics)]).values()];
  return sql`new_speakers AS (
        INSERT INTO video_speakers (video_id, speaker_id)
        SELECT new_video.id, speaker_id FROM new_video, unnest(${speakerIds}::integer[]) AS speaker_id),
      new_topics AS (
        INSERT INTO video_topics (video_id, topic_id)
        SELECT new_video.id, topic_id FROM new_video, unnest(${topicIds}::integer[]) AS topic_id)`;
}

/**
 * Inserts one video with its speaker and topic links in a single statement (a data-modifying
 * WITH), for a writer of many one-video transactions that knows the ids of its names (the
 * content planner): a statement per video instead of five.
 */
export async function insertVideoWithIds(db: Db, video: NewCatalogVideo, known: OptionIds): Promise<void> {
  const insert = db.insertInto("videos").values(videoRow(video)).returning("id");
  await sql`
    WITH new_video AS (${insert}),
      ${newVideoLinks(video, known)}
    SELECT id FROM new_video`.execute(db);
}

/**
 * insertVideoWithIds and lockCatalogWritesDeferred in one statement, and so in one transaction
 * of its own, for the content planner's new rows: the catalog write lock is taken and the version
 * deferred first (a WITH that the insert reads), and the video is inserted only if the catalog
 * version is still `version`, the one the writer's view of the catalog was read at. False, and
 * nothing written, when it moved: the writer reads the catalog again and retries its own way.
 */
export async function insertVideoIfVersion(
  db: Db,
  video: NewCatalogVideo,
  known: OptionIds,
  version: number,
): Promise<boolean> {
  const row = videoRow(video);
  const columns = Object.keys(row);
  // The row travels as one JSON value, typed by the table itself (jsonb_populate_record).
  const { rows } = await sql<{ inserted: number | string }>`
    WITH settings AS (
      SELECT set_config('ponyatno.defer_catalog_version', 'on', true) AS deferred,
        set_config('synchronous_commit', 'off', true) AS relaxed,
        (SELECT version FROM catalog_version WHERE id = 1 FOR UPDATE) AS version),
      new_video AS (
        INSERT INTO videos (${sql.join(columns.map((c) => sql.ref(c)))})
        SELECT ${sql.join(columns.map((c) => sql.ref(`r.${c}`)))}
        FROM settings, jsonb_populate_record(NULL::videos, ${JSON.stringify(row)}::jsonb) AS r
        WHERE settings.version = ${version}
        RETURNING id),
      ${newVideoLinks(video, known)}
    SELECT (SELECT count(*) FROM new_video) AS inserted`.execute(db);
  return Number(rows[0]?.inserted ?? 0) === 1;
}

/** Inserts one video with its speaker and topic links. */
export async function insertVideo(db: Db, video: NewCatalogVideo): Promise<void> {
  await insertVideos(db, [video]);
}

/**
 * Changes the given fields of a video (`speakers` / `topics`, when given, replace its links);
 * false when there is no such video.
 */
export async function updateVideo(
  db: Db,
  id: string,
  changes: Partial<CatalogVideoFields>,
  known?: OptionIds,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("videos")
      .set({
        title: changes.title,
        description: changes.description,
        platform: changes.platform,
        on_platform_id: changes.onPlatformId,
        thumbnail_url: changes.thumbnailUrl,
        duration_seconds: changes.durationSeconds,
        level: changes.level,
        premium: changes.premium,
        visible: changes.visible,
        upload_date: changes.uploadDate,
        channel_id: changes.channelId,
        subtitles: changes.subtitles,
        audio_file: changes.audioFile,
        word_count: changes.wordCount,
        thumbnail_source: changes.sources?.thumbnail,
        subtitles_source: changes.sources?.subtitles,
        audio_source: changes.sources?.audio,
        video_source: changes.sources?.video,
        draft_missing: changes.draftMissing,
        updated_at: sql`now()`,
      })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (changes.speakers) {
      await trx.deleteFrom("video_speakers").where("video_id", "=", id).execute();
      await insertLinks(trx, [{ id, speakers: changes.speakers, topics: [] }], known);
    }
    if (changes.topics) {
      await trx.deleteFrom("video_topics").where("video_id", "=", id).execute();
      await insertLinks(trx, [{ id, speakers: [], topics: changes.topics }], known);
    }
    return true;
  });
}

/**
 * Deletes a video and its links (and learners' states on it, by cascade); learners keep the input
 * time they earned on it (their totals are not touched). False when there is no such video.
 */
export async function deleteVideo(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("videos").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds a channel; its id, or null when a channel of that name exists. */
export async function addChannel(db: Db, channel: { name: string; url?: string }): Promise<number | null> {
  const row = await db
    .insertInto("channels")
    .values({ name: channel.name, url: channel.url ?? "" })
    .onConflict((oc) => oc.column("name").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The id of the channel of that name, added (with `url`) when there is none. */
export async function ensureChannel(db: Db, channel: { name: string; url?: string }): Promise<number> {
  const added = await addChannel(db, channel);
  if (added !== null) return added;
  const row = await db
    .selectFrom("channels")
    .select("id")
    .where("name", "=", channel.name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a speaker or topic; its id, or null when one of that name exists. */
export async function addOption(db: Db, table: NameTable, name: string): Promise<number | null> {
  const row = await db
    .insertInto(table)
    .values({ name })
    .onConflict((oc) => oc.column("name").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Adds the speakers or topics that do not exist yet (a loader's "make sure they are there"). */
export async function addOptions(db: Db, table: NameTable, names: string[]): Promise<void> {
  const rows = [...new Set(names)].map((name) => ({ name }));
  await insertInChunks(rows, (chunk) =>
    db
      .insertInto(table)
      .values(chunk)
      .onConflict((oc) => oc.column("name").doNothing())
      .execute(),
  );
}

/** Adds the names that do not exist yet; the ids of all of them. */
async function ensureOptionIds(db: Db, table: NameTable, names: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return new Map();
  const added = await db
    .insertInto(table)
    .values(wanted.map((name) => ({ name })))
    .onConflict((oc) => oc.column("name").doNothing())
    .returning(["id", "name"])
    .execute();
  const ids = new Map(added.map((r) => [r.name, r.id]));
  const rest = wanted.filter((name) => !ids.has(name));
  if (rest.length > 0) for (const [name, id] of await optionIds(db, table, rest)) ids.set(name, id);
  return ids;
}

/** The ids of these speakers, the missing ones added. */
export function ensureSpeakerIds(db: Db, names: string[]): Promise<Map<string, number>> {
  return ensureOptionIds(db, "speakers", names);
}

/** The ids of these topics, the missing ones added. */
export function ensureTopicIds(db: Db, names: string[]): Promise<Map<string, number>> {
  return ensureOptionIds(db, "topics", names);
}

/** Where each kind of option is used: the table and column that refer to it. */
const USES = {
  channels: ["videos", "channel_id"],
  speakers: ["video_speakers", "speaker_id"],
  topics: ["video_topics", "topic_id"],
} as const;

/** Removes a speaker, topic or channel that no video uses (the check and the delete are one statement). */
export async function removeOption(
  db: Db,
  table: NameTable | "channels",
  name: string,
): Promise<RemoveOptionResult> {
  const [uses, column] = USES[table];
  const removed = await sql`
    DELETE FROM ${sql.table(table)} WHERE name = ${name}
      AND NOT EXISTS (SELECT 1 FROM ${sql.table(uses)} WHERE ${sql.ref(`${uses}.${column}`)} = ${sql.ref(`${table}.id`)})`.execute(
    db,
  );
  if (Number(removed.numAffectedRows ?? 0) > 0) return "removed";
  const exists = await db.selectFrom(table).select("id").where("name", "=", name).executeTakeFirst();
  return exists ? "in_use" : "not_found";
}
