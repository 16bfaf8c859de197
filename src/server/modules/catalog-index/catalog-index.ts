import { DURATION_BINS, DURATION_STOPS } from "../../../shared/domain/durations";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import { releaseMsOf } from "../../../shared/domain/video-access";
import { type Bitset, bitsetOf, emptyBitset, fullBitset, setBit } from "./bitset";
import type { CatalogIndex, Facet, FacetName, IndexedVideo, PresortedSort } from "./catalog-model";
import type { CatalogData, CatalogVideo } from "./catalog-repository";
import { hashString } from "./random-order";
import { buildStatisticsJsonTemplate } from "./statistics-json";
import { buildTextIndex } from "./text-index";
import { buildVideoJsonTable } from "./video-json";
import { shownDifficultyOf } from "./video-view";

const russianCollator = new Intl.Collator("ru");
const BIN_NAMES = DURATION_BINS.map((bin) => `${bin.start}-${bin.end ?? ""}`);

export function durationBinOf(seconds: number): number {
  const bin = DURATION_BINS.findIndex((b) => seconds >= b.start && (b.end === null || seconds < b.end));
  return bin === -1 ? 0 : bin;
}

function buildFacet(
  names: string[],
  videos: CatalogVideo[],
  optionsOf: (v: CatalogVideo) => string[],
): Facet {
  const optionByName = new Map(names.map((name, i) => [name, i]));
  const videosWith = names.map(() => emptyBitset(videos.length));
  const optionStart = new Uint32Array(videos.length + 1);
  const ids: number[] = [];
  videos.forEach((video, ordinal) => {
    for (const name of optionsOf(video)) {
      const option = optionByName.get(name);
      if (option === undefined) continue;
      setBit(videosWith[option]!, ordinal);
      ids.push(option);
    }
    optionStart[ordinal + 1] = ids.length;
  });
  const optionsPerVideo = videos.length > 0 ? ids.length / videos.length : 1;
  return { names, optionByName, videosWith, optionStart, optionIds: Uint32Array.from(ids), optionsPerVideo };
}

function shorterThanStops(videos: CatalogVideo[]): Map<number, Bitset> {
  const stops = DURATION_STOPS.filter((stop): stop is number => stop !== null);
  return new Map(
    stops.map((stop) => {
      const set = emptyBitset(videos.length);
      videos.forEach((v, ordinal) => {
        if (v.durationSeconds < stop) setBit(set, ordinal);
      });
      return [stop, set];
    }),
  );
}

function byName(names: string[]): string[] {
  return [...new Set(names)].sort(russianCollator.compare);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Presorted orders; every tie ends on upload date (newest first) and then the ordinal (id). */
function buildOrders(videos: CatalogVideo[]): Record<PresortedSort, Uint32Array> {
  const levelRank = videos.map((v) => (VIDEO_LEVELS as readonly string[]).indexOf(v.level));
  const newestFirst = (a: number, b: number) => videos[b]!.uploadMs - videos[a]!.uploadMs || a - b;
  const sorted = (compare: (a: number, b: number) => number) => Uint32Array.from(videos.keys()).sort(compare);
  const duration = (ordinal: number) => videos[ordinal]!.durationSeconds;
  return {
    new: sorted(newestFirst),
    old: sorted((a, b) => videos[a]!.uploadMs - videos[b]!.uploadMs || a - b),
    easy: sorted((a, b) => levelRank[a]! - levelRank[b]! || newestFirst(a, b)),
    hard: sorted((a, b) => levelRank[b]! - levelRank[a]! || newestFirst(a, b)),
    short: sorted((a, b) => duration(a) - duration(b) || newestFirst(a, b)),
    long: sorted((a, b) => duration(b) - duration(a) || newestFirst(a, b)),
  };
}

/**
 * What the index keeps of a video: one object literal of one shape (not an object rest), its
 * short repeated texts (level, platform, channel) one string each, since every row read from the
 * database brings its own copy: 43.2 → 39.3 MB of heap at 100,000 videos (docs/benchmarks.md
 * "At 100,000 videos").
 */
function indexedVideoOf(texts: Map<string, string>): (video: CatalogVideo) => IndexedVideo {
  const intern = (text: string) => {
    const kept = texts.get(text);
    if (kept !== undefined) return kept;
    texts.set(text, text);
    return text;
  };
  return (v) => ({
    id: v.id,
    platform: intern(v.platform),
    onPlatformId: v.onPlatformId,
    thumbnailUrl: v.thumbnailUrl,
    durationSeconds: v.durationSeconds,
    level: intern(v.level),
    premium: v.premium,
    visible: v.visible,
    uploadMs: v.uploadMs,
    draft: v.draft,
    channelId: v.channelId,
    channelName: intern(v.channelName),
    speakers: v.speakers,
    topics: v.topics,
  });
}

/**
 * Builds the index from a catalog snapshot, plain data (so unit tests can feed it their own). The
 * snapshot is the build's own (`loadCatalog` reads a new one each time), so its videos and their
 * names are sorted in place rather than copied: at 100,000 videos a copy was 100,000
 * more objects on the heap at its fullest (docs/benchmarks.md "At 100,000 videos").
 */
export function buildCatalogIndex(data: CatalogData): CatalogIndex {
  const videos = data.videos.sort((a, b) => compareIds(a.id, b.id));
  for (const video of videos) {
    video.speakers.sort(russianCollator.compare);
    video.topics.sort(russianCollator.compare);
  }
  const size = videos.length;
  const facets: Record<FacetName, Facet> = {
    levels: buildFacet([...VIDEO_LEVELS], videos, (v) => [v.level]),
    channels: buildFacet(byName(data.channels), videos, (v) => [v.channelName]),
    speakers: buildFacet(byName(data.speakers), videos, (v) => v.speakers),
    topics: buildFacet(byName(data.topics), videos, (v) => v.topics),
  };
  const text = buildTextIndex(size, (ordinal) => {
    const v = videos[ordinal]!;
    return [v.title, v.description, v.channelName, ...v.speakers, ...v.topics, v.seriesTitle ?? ""];
  });
  return {
    version: data.version,
    size,
    videos: videos.map(indexedVideoOf(new Map())),
    json: buildVideoJsonTable(videos),
    statisticsTemplate: buildStatisticsJsonTemplate({
      levels: facets.levels.names,
      channels: facets.channels.names,
      speakers: facets.speakers.names,
      topics: facets.topics.names,
    }),
    ordinalById: new Map(videos.map((v, ordinal) => [v.id, ordinal])),
    facets,
    durations: Int32Array.from(videos, (v) => v.durationSeconds),
    difficulties: Uint8Array.from(videos, (v) => shownDifficultyOf(v) ?? 0),
    durationBins: buildFacet(BIN_NAMES, videos, (v) => [BIN_NAMES[durationBinOf(v.durationSeconds)]!]),
    shorterThan: shorterThanStops(videos),
    orders: buildOrders(videos),
    idHashes: Uint32Array.from(videos, (v) => hashString(v.id)),
    text,
    seriesEpisodes: bitsetOf(
      size,
      videos.flatMap((v, ordinal) => (v.seriesTitle ? [ordinal] : [])),
    ),
    all: fullBitset(size),
  };
}

/**
 * A video's shown difficulty as the index holds it (its card's: docs/words.md "The shown
 * difficulty"), null without one.
 */
export function shownDifficultyAt(index: CatalogIndex, ordinal: number): number | null {
  return index.difficulties[ordinal] || null;
}

/**
 * The videos released at `nowMs` (what a non-admin sees: `isReleased`), and until when that holds:
 * the next scheduled publication, after which the set must be computed again.
 */
export function listedAt(index: CatalogIndex, nowMs: number): { listed: Bitset; validUntil: number } {
  const listed = emptyBitset(index.size);
  let validUntil = Number.POSITIVE_INFINITY;
  index.videos.forEach((video, ordinal) => {
    const releaseMs = releaseMsOf(video);
    if (releaseMs <= nowMs) setBit(listed, ordinal);
    else validUntil = Math.min(validUntil, releaseMs);
  });
  return { listed, validUntil };
}
