import type { CatalogVideo } from "./catalog-repository";
import { buildJson, type PackedTexts, packTexts } from "./json-bytes";
import type { VideoState } from "./user-video-state";
import { playableUrlOf } from "./video-view";

/**
 * The browse page as bytes (docs/decisions/003). A page is 24 videos of mostly Cyrillic text;
 * stringifying and UTF-8-encoding it on every call was half of the call's time. So each video's
 * JSON is encoded once per index build, up to the caller's own fields, and a page is a copy of
 * 24 slices plus a few numbers. `toVideo` (video-view.ts) is the reference these bytes must equal.
 */
export interface VideoJsonTable {
  /** `{"id":…,"platform":…,"url":` of each video. */
  heads: PackedTexts;
  /** `"<url>","onPlatformId":"<id>"` of each video, for callers who may play it. */
  playables: PackedTexts;
}

const LOCKED = Buffer.from('null,"onPlatformId":null');
const j = JSON.stringify;

function headOf(video: CatalogVideo): string {
  return (
    `{"id":${j(video.id)},"title":${j(video.title)},"description":${j(video.description)}` +
    `,"thumbnailUrl":${j(video.thumbnailUrl)},"duration":${j(video.durationSeconds)},"level":${j(video.level)}` +
    `,"premium":${video.premium},"tags":${j(video.topics)},"uploadDate":${j(new Date(video.uploadMs).toISOString())}` +
    `,"channelId":${j(video.channelId)},"channelName":${j(video.channelName)},"speakers":${j(video.speakers)}` +
    `,"visible":${video.visible},"platform":${j(video.platform)},"url":`
  );
}

function playableOf(video: CatalogVideo): string {
  return `${j(playableUrlOf(video))},"onPlatformId":${j(video.onPlatformId)}`;
}

export function buildVideoJsonTable(videos: CatalogVideo[]): VideoJsonTable {
  return {
    heads: packTexts(videos.length, (i) => headOf(videos[i]!)),
    playables: packTexts(videos.length, (i) => playableOf(videos[i]!)),
  };
}

export interface PageEntry {
  ordinal: number;
  /** False hides `url` and `onPlatformId` (a premium video, a caller without premium). */
  playable: boolean;
  state: VideoState | undefined;
}

/** `{"videos":[…],"hasMore":…}` for one caller, as UTF-8 bytes. */
export function videosPageJson(table: VideoJsonTable, entries: PageEntry[], hasMore: boolean): Buffer {
  return buildJson((json) => {
    json.ascii('{"videos":[');
    entries.forEach(({ ordinal, playable, state }, i) => {
      if (i > 0) json.ascii(",");
      json.slice(table.heads, ordinal);
      if (playable) json.slice(table.playables, ordinal);
      else json.bytes(LOCKED);
      json.ascii(
        `,"lastWatchTime":${j(state?.lastWatchTime ?? 0)},"watchTime":${j((state?.watchTimeMs ?? 0) / 1000)}}`,
      );
    });
    json.ascii(`],"hasMore":${hasMore}}`);
  });
}
