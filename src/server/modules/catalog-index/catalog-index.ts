import { DURATION_BINS, DURATION_STOPS } from "../../../shared/domain/durations";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import { releaseMsOf } from "../../../shared/domain/video-access";
import { type Bitset, bitsetOf, emptyBitset, fullBitset, setBit } from "./bitset";
import type { CatalogIndex, Facet, FacetName, IndexedVideo, PresortedSort } from "./catalog-model";
import type { CatalogData, CatalogMeta } from "./catalog-repository";
import type { CatalogVideo } from "./catalog-video";
import { type PackedTexts, TextPacker } from "./json-bytes";
import { hashString } from "./random-order";
import { buildStatisticsJsonTemplate } from "./statistics-json";
import { compareCodeUnits, type TextIndex, TextIndexBuilder } from "./text-index";
import { videoJsonTexts } from "./video-json";
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

/** The texts a video is found by (docs/browse.md "Search"). */
function searchTextsOf(video: CatalogVideo): string[] {
  return [
    video.title,
    video.description,
    video.channelName,
    ...video.speakers,
    ...video.topics,
    video.seriesTitle ?? "",
  ];
}

/**
 * Builds the index from a catalog snapshot read a page at a time (`loadCatalog`). A video's
 * description is only needed for its JSON and its words, so those are made as its page arrives and
 * the video is kept without it: at 100,000 videos, holding every description (and every row) until
 * the end was most of the heap at its fullest, which V8 then kept (docs/benchmarks.md "At 100,000
 * videos").
 */
export class CatalogIndexBuilder {
  private readonly videos: CatalogVideo[] = [];
  private readonly json = new TextPacker(2);
  private readonly text = new TextIndexBuilder();

  /** One page of the snapshot's videos, in any order; the rows themselves are not kept. */
  add(page: readonly CatalogVideo[]): void {
    for (const row of page) {
      const video = {
        ...row,
        speakers: [...row.speakers].sort(russianCollator.compare),
        topics: [...row.topics].sort(russianCollator.compare),
      };
      this.json.add(videoJsonTexts(video));
      this.text.addVideo(searchTextsOf(video));
      video.description = "";
      this.videos.push(video);
    }
  }

  /** The index of every video added, ordered by id, with the snapshot's version and options. */
  finish(meta: CatalogMeta): CatalogIndex {
    const order = Uint32Array.from(this.videos.keys()).sort((a, b) =>
      compareCodeUnits(this.videos[a]!.id, this.videos[b]!.id),
    );
    // Pages come in the database's id order: this one under PGlite's C collation; under another (a
    // PostgreSQL server's locale) it can differ, and the videos are put in order here (the JSON's
    // bytes stay where they are).
    const added = order.every((place, ordinal) => place === ordinal) ? null : order;
    const videos = added ? Array.from(added, (place) => this.videos[place]!) : this.videos;
    return indexOf(meta, videos, this.json.finish(added), this.text.finish(added));
  }
}

/** Builds the index from a whole snapshot (the plain data unit tests feed it). */
export function buildCatalogIndex(data: CatalogData): CatalogIndex {
  const builder = new CatalogIndexBuilder();
  builder.add(data.videos);
  return builder.finish(data);
}

function indexOf(
  meta: CatalogMeta,
  videos: CatalogVideo[],
  json: PackedTexts,
  text: TextIndex,
): CatalogIndex {
  const size = videos.length;
  const facets: Record<FacetName, Facet> = {
    levels: buildFacet([...VIDEO_LEVELS], videos, (v) => [v.level]),
    channels: buildFacet(byName(meta.channels), videos, (v) => [v.channelName]),
    speakers: buildFacet(byName(meta.speakers), videos, (v) => v.speakers),
    topics: buildFacet(byName(meta.topics), videos, (v) => v.topics),
  };
  return {
    version: meta.version,
    size,
    videos: videos.map(indexedVideoOf(new Map())),
    json: { texts: json },
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
