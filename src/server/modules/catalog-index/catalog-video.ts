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

/**
 * A video's own fields as every view of it names them (the catalog's, the admin list's): what it
 * is and where it plays.
 */
export function videoBasicsOf(
  row: Pick<VideoRow, "id" | "title" | "description" | "platform" | "on_platform_id" | "thumbnail_url">,
) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    platform: row.platform,
    onPlatformId: row.on_platform_id,
    thumbnailUrl: row.thumbnail_url,
  };
}

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

/** A CatalogVideo as the whole catalog's reader and the watch page's read of a few videos make it. */
export function toCatalogVideo(
  row: Pick<VideoRow, (typeof CATALOG_VIDEO_COLUMNS)[number]>,
  beside: BesideRow,
): CatalogVideo {
  return {
    ...videoBasicsOf(row),
    durationSeconds: row.duration_seconds,
    level: row.level,
    premium: row.premium,
    visible: row.visible,
    uploadMs: row.upload_date.getTime(),
    draft: row.draft_missing !== null,
    channelId: row.channel_id,
    ...beside,
  };
}
