import type { Selectable } from "kysely";
import type { RatingTally } from "../../../shared/domain/difficulty-blend";
import type { VideosTable } from "../../db/schema";

/** One video as the catalog index keeps it: everything browse shows, nothing heavy (no subtitles). */
export interface CatalogVideo {
  id: string;
  title: string;
  description: string;
  platform: string;
  onPlatformId: string;
  thumbnailUrl: string;
  durationSeconds: number;
  level: string;
  premium: boolean;
  visible: boolean;
  /** Epoch ms of the publication (schedule) date. */
  uploadMs: number;
  /** A planner draft (migration 0028): only admins see it. */
  draft: boolean;
  channelId: number;
  channelName: string;
  speakers: string[];
  /** Topic names. */
  topics: string[];
  /** The title of the series it is an episode of (docs/product-rules.md "Series"); none: not one. */
  seriesTitle?: string | null;
  /** The difficulty computed from its transcript (docs/words.md), 1–100; null: none analysed. */
  computedDifficulty?: number | null;
  /** Learners' ratings of it (docs/words.md "Ratings"); null: none. */
  ratings?: RatingTally | null;
}

type VideoRow = Selectable<VideosTable>;

/** The columns of `videos` a CatalogVideo is read from. */
export const CATALOG_VIDEO_COLUMNS = [
  "id",
  "title",
  "description",
  "platform",
  "on_platform_id",
  "thumbnail_url",
  "duration_seconds",
  "level",
  "premium",
  "visible",
  "upload_date",
  "channel_id",
  "draft_missing",
] as const;

/** What a CatalogVideo's reader finds beside its row; the index's reader adds its series and difficulty. */
type BesideRow = Pick<
  CatalogVideo,
  "channelName" | "speakers" | "topics" | "seriesTitle" | "computedDifficulty" | "ratings"
>;

/**
 * A CatalogVideo as the whole catalog's reader and the watch page's read of a few videos make it.
 * One object literal, every field named, no spread: the index builder keeps a copy of each video
 * until the index is made, and a copy of an object built by spreads carries most of its fields in
 * a separate store; at 100,000 videos that was 20 MB more RSS after the bench's runs
 * (docs/benchmarks.md "At 100,000 videos").
 */
export function toCatalogVideo(
  row: Pick<VideoRow, (typeof CATALOG_VIDEO_COLUMNS)[number]>,
  beside: BesideRow,
): CatalogVideo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    platform: row.platform,
    onPlatformId: row.on_platform_id,
    thumbnailUrl: row.thumbnail_url,
    durationSeconds: row.duration_seconds,
    level: row.level,
    premium: row.premium,
    visible: row.visible,
    uploadMs: row.upload_date.getTime(),
    draft: row.draft_missing !== null,
    channelId: row.channel_id,
    channelName: beside.channelName,
    speakers: beside.speakers,
    topics: beside.topics,
    seriesTitle: beside.seriesTitle,
    computedDifficulty: beside.computedDifficulty,
    ratings: beside.ratings,
  };
}
