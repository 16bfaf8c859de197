import type { CatalogVideo } from "./catalog-video";
import { type PackedTexts, packedRange } from "./json-bytes";
import type { VideoState } from "./video-state";
import { playableUrlOf, shownDifficultyOf } from "./video-view";

/**
 * The browse page as bytes (docs/decisions/003). A page is 24 videos of mostly Cyrillic text;
 * stringifying and UTF-8-encoding it on every call was half of the call's time. So each video's
 * JSON is encoded once per index build, up to the caller's own fields, and a page joins 24
 * slices and a few numbers in a single copy. `toVideo` (video-view.ts) is the reference these
 * bytes must equal.
 */
export interface VideoJsonTable {
  /**
   * Text 2i is video i's `{"id":…,"platform":…,"url":`; text 2i + 1 is its
   * `"<url>","onPlatformId":"<id>"`, for callers who may play it. Back to back, so that a video
   * the caller may play is a single slice.
   */
  texts: PackedTexts;
}

const j = JSON.stringify;
const LOCKED = Buffer.from('null,"onPlatformId":null');
const OPEN = Buffer.from('{"videos":[');
const COMMA = Buffer.from(",");
const NO_STATE = Buffer.from(tailOf(undefined, undefined));
const CLOSE_MORE = Buffer.from('],"hasMore":true}');
const CLOSE_LAST = Buffer.from('],"hasMore":false}');
const CLOSE_LIST = Buffer.from("]}");

function headOf(video: CatalogVideo): string {
  return (
    `{"id":${j(video.id)},"title":${j(video.title)},"description":${j(video.description)}` +
    `,"thumbnailUrl":${j(video.thumbnailUrl)},"duration":${j(video.durationSeconds)},"level":${j(video.level)}` +
    `,"premium":${video.premium},"tags":${j(video.topics)},"uploadDate":${j(new Date(video.uploadMs).toISOString())}` +
    `,"channelId":${j(video.channelId)},"channelName":${j(video.channelName)},"speakers":${j(video.speakers)}` +
    `,"visible":${video.visible},"difficulty":${j(shownDifficultyOf(video))}` +
    `,"platform":${j(video.platform)},"url":`
  );
}

function playableOf(video: CatalogVideo): string {
  return `${j(playableUrlOf(video))},"onPlatformId":${j(video.onPlatformId)}`;
}

/**
 * The caller's own fields, which end a video's object (ASCII: numbers only), the coverage only for
 * a learner with a history.
 */
function tailOf(state: VideoState | undefined, coverage: number | undefined): string {
  return (
    `,"lastWatchTime":${j(state?.lastWatchTime ?? 0)},"watchTime":${j((state?.watchTimeMs ?? 0) / 1000)}` +
    (coverage === undefined ? "}" : `,"coverage":${j(coverage)}}`)
  );
}

/** Video i's two texts of the table (texts 2i and 2i + 1), in the order the table holds them. */
export function videoJsonTexts(video: CatalogVideo): [head: string, playable: string] {
  return [headOf(video), playableOf(video)];
}

export interface PageEntry {
  ordinal: number;
  /** False hides `url` and `onPlatformId` (a premium video, a caller without premium). */
  playable: boolean;
  state: VideoState | undefined;
  /** The caller's coverage of it (a learner with a history and an analysed video only). */
  coverage?: number;
}

/** `{"videos":[…],"hasMore":…}` for one caller, as UTF-8 bytes. */
export function videosPageJson(table: VideoJsonTable, entries: PageEntry[], hasMore: boolean): Buffer {
  return videosJson(table, entries, hasMore ? CLOSE_MORE : CLOSE_LAST);
}

/** `{"videos":[…]}` for one caller (a list without pages: continue watching), as UTF-8 bytes. */
export function videosListJson(table: VideoJsonTable, entries: PageEntry[]): Buffer {
  return videosJson(table, entries, CLOSE_LIST);
}

function videosJson(table: VideoJsonTable, entries: PageEntry[], close: Buffer): Buffer {
  const pieces: Uint8Array[] = [OPEN];
  entries.forEach(({ ordinal, playable, state, coverage }, i) => {
    if (i > 0) pieces.push(COMMA);
    if (playable) {
      pieces.push(packedRange(table.texts, 2 * ordinal, 2 * ordinal + 1));
    } else {
      pieces.push(packedRange(table.texts, 2 * ordinal, 2 * ordinal), LOCKED);
    }
    const own = state || coverage !== undefined;
    pieces.push(own ? Buffer.from(tailOf(state, coverage), "latin1") : NO_STATE);
  });
  pieces.push(close);
  return Buffer.concat(pieces);
}
