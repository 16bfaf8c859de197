import { type Selectable, sql, type Transaction } from "kysely";
import type { Db } from "../../db/create-db";
import type { Database, VideoWordsTable } from "../../db/schema";
import { allRatingCounts } from "../ratings/index";
import { CATALOG_VIDEO_COLUMNS, type CatalogVideo, toCatalogVideo } from "./catalog-video";

/** What a snapshot of the catalog holds besides its videos: every facet option, and its version. */
export interface CatalogMeta {
  version: number;
  channels: string[];
  speakers: string[];
  topics: string[];
}

/** A consistent snapshot of the catalog: its videos, every facet option, and the version it is. */
export interface CatalogData extends CatalogMeta {
  videos: CatalogVideo[];
}

/**
 * The current catalog version as an SQL expression, for a query of another module that reads it
 * with its own figures in one statement (modules/learner-input).
 */
export const catalogVersionSql = sql<string>`(SELECT version FROM catalog_version WHERE id = 1)`;

/** The current catalog version (row id 1 of catalog_version). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("catalog_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** Videos read per query: keeps PGlite's result buffers (which never shrink) small. */
const PAGE_SIZE = 1000;

type Trx = Transaction<Database>;

async function namesById(trx: Trx, table: "channels" | "speakers" | "topics"): Promise<Map<number, string>> {
  const rows = await trx.selectFrom(table).select(["id", "name"]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Option names of each video of one page, from a link table. */
async function linkedNames(
  trx: Trx,
  table: "video_speakers" | "video_topics",
  range: [string, string],
  names: Map<number, string>,
): Promise<Map<string, string[]>> {
  const rows =
    table === "video_speakers"
      ? await trx
          .selectFrom("video_speakers")
          .select(["video_id", "speaker_id as option_id"])
          .where("video_id", ">=", range[0])
          .where("video_id", "<=", range[1])
          .execute()
      : await trx
          .selectFrom("video_topics")
          .select(["video_id", "topic_id as option_id"])
          .where("video_id", ">=", range[0])
          .where("video_id", "<=", range[1])
          .execute();
  const byVideo = new Map<string, string[]>();
  for (const row of rows) {
    const name = names.get(row.option_id);
    if (name === undefined) continue;
    const list = byVideo.get(row.video_id);
    if (list) list.push(name);
    else byVideo.set(row.video_id, [name]);
  }
  return byVideo;
}

/**
 * The series title of every episode: browse filters episodes and its search finds them by their
 * series' title. Read here, in the snapshot's transaction, as the speakers and topics are: a
 * series' episodes and title move the catalog version (migrations 0023, 0024).
 */
async function seriesTitleByVideo(trx: Trx): Promise<Map<string, string>> {
  const rows = await trx
    .selectFrom("series_episodes")
    .innerJoin("series", "series.id", "series_episodes.series_id")
    .select(["series_episodes.video_id", "series.title"])
    .execute();
  return new Map(rows.map((r) => [r.video_id, r.title]));
}

/**
 * Each analysed video's computed difficulty and its learners' ratings, counted: the index blends
 * them into the difficulty browse filters by (docs/words.md "The shown difficulty"). An analysis
 * moves the catalog version (migration 0027); a rating shows at the next rebuild.
 */
async function difficultyInputs(trx: Trx) {
  const { rows: computed } = await sql<Pick<Selectable<VideoWordsTable>, "video_id" | "difficulty">>`
    SELECT video_id, difficulty FROM video_words`.execute(trx);
  const ratings = await allRatingCounts(trx);
  return { computed: new Map(computed.map((r) => [r.video_id, r.difficulty])), ratings };
}

async function videoPage(trx: Trx, after: string | null) {
  let query = trx.selectFrom("videos").select(CATALOG_VIDEO_COLUMNS).orderBy("id").limit(PAGE_SIZE);
  if (after !== null) query = query.where("id", ">", after);
  return query.execute();
}

/**
 * Reads the whole catalog in one repeatable-read transaction, so that the version and the rows
 * belong together (a change committed meanwhile moves the version and is picked up next time),
 * a page of videos at a time, each handed to `onPage` as it is read (in id order) and not kept:
 * the index is built from them as they come (docs/benchmarks.md "At 100,000 videos").
 */
export async function loadCatalog(db: Db, onPage: (videos: CatalogVideo[]) => void): Promise<CatalogMeta> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const version = await readCatalogVersion(trx);
      const [channels, speakers, topics] = [
        await namesById(trx, "channels"),
        await namesById(trx, "speakers"),
        await namesById(trx, "topics"),
      ];
      const seriesTitles = await seriesTitleByVideo(trx);
      const difficulty = await difficultyInputs(trx);
      for (
        let page = await videoPage(trx, null);
        page.length > 0;
        page = await videoPage(trx, page.at(-1)!.id)
      ) {
        const range: [string, string] = [page[0]!.id, page.at(-1)!.id];
        const speakersOf = await linkedNames(trx, "video_speakers", range, speakers);
        const topicsOf = await linkedNames(trx, "video_topics", range, topics);
        onPage(
          page.map((v) =>
            toCatalogVideo(v, {
              channelName: channels.get(v.channel_id) ?? "",
              speakers: speakersOf.get(v.id) ?? [],
              topics: topicsOf.get(v.id) ?? [],
              seriesTitle: seriesTitles.get(v.id) ?? null,
              computedDifficulty: difficulty.computed.get(v.id) ?? null,
              ratings: difficulty.ratings.get(v.id) ?? null,
            }),
          ),
        );
      }
      return {
        version,
        channels: [...channels.values()],
        speakers: [...speakers.values()],
        topics: [...topics.values()],
      };
    });
}
