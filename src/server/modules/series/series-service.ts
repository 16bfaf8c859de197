import type {
  SeriesEpisode,
  SeriesListResponse,
  SeriesResponse,
  SeriesSummary,
  VideoSeriesResponse,
} from "../../../shared/contracts/series";
import type { Video } from "../../../shared/contracts/video";
import { isWatched } from "../../../shared/contracts/video-values";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import { seesUnreleasedVideos, videoUnlocked } from "../../../shared/domain/video-access";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import {
  type CatalogIndex,
  hasBit,
  NO_VIDEO_STATES,
  type PageEntry,
  type UserVideoStates,
  videosListJson,
} from "../catalog-index/index";
import { accessCallerOf, type UserRow } from "../user/index";
import { loadSeries, loadSeriesOfVideo, type SeriesRecord } from "./series-repository";
import { SERIES_TEXTS } from "./series-texts";

const SERIES_NOT_FOUND = SERIES_TEXTS.notFound;

/** What one caller sees of the catalog now, with their video states. */
interface CallerView {
  index: CatalogIndex;
  entriesOf(record: SeriesRecord): PageEntry[];
  /** Admins see every series, even one without episodes. */
  seesEverySeries: boolean;
}

/**
 * The learner's series (docs/product-rules.md "Series"): a series shows the episodes the caller
 * may see by the one access rule (the catalog's `visibleTo`), a premium one locked without
 * premium as in browse, numbered 1…N in the series' order among those.
 */
export function createSeriesService(deps: Pick<AppDeps, "db" | "catalog" | "userStates">) {
  const { db, catalog, userStates } = deps;

  async function viewOf(user: UserRow | null): Promise<CallerView> {
    const caller = accessCallerOf(user);
    const { index, listed, premiumAccess } = catalog.viewFor(caller, Date.now());
    const states: UserVideoStates = user ? (await userStates.get(user.id)).states : NO_VIDEO_STATES;
    return {
      index,
      seesEverySeries: seesUnreleasedVideos(caller),
      entriesOf(record) {
        const entries: PageEntry[] = [];
        for (const videoId of record.videoIds) {
          const ordinal = index.ordinalById.get(videoId);
          if (ordinal === undefined || !hasBit(listed, ordinal)) continue;
          const playable = videoUnlocked(premiumAccess, index.videos[ordinal]!);
          entries.push({ ordinal, playable, state: states.get(videoId) });
        }
        return entries;
      },
    };
  }

  /** The cards of `entries` as browse gives them (video-json.ts: the one encoding of a card). */
  function cardsOf(index: CatalogIndex, entries: PageEntry[]): Video[] {
    return (JSON.parse(videosListJson(index.json, entries).toString("utf8")) as { videos: Video[] }).videos;
  }

  function summaryOf(view: CallerView, record: SeriesRecord): SeriesSummary {
    const entries = view.entriesOf(record);
    const first = entries[0] && view.index.videos[entries[0].ordinal]!;
    let minRank = Number.POSITIVE_INFINITY;
    let maxRank = -1;
    let totalSeconds = 0;
    let watchedEpisodes = 0;
    for (const { ordinal, state } of entries) {
      const video = view.index.videos[ordinal]!;
      const rank = (VIDEO_LEVELS as readonly string[]).indexOf(video.level);
      minRank = Math.min(minRank, rank);
      maxRank = Math.max(maxRank, rank);
      const duration = view.index.durations[ordinal]!;
      totalSeconds += duration;
      if (isWatched({ lastWatchTime: state?.lastWatchTime ?? 0, duration })) watchedEpisodes++;
    }
    return {
      id: record.id,
      title: record.title,
      description: record.description,
      thumbnailUrl: first?.thumbnailUrl ?? "",
      channelName: first?.channelName ?? "",
      episodes: entries.length,
      minLevel: VIDEO_LEVELS[minRank] ?? "",
      maxLevel: VIDEO_LEVELS[maxRank] ?? "",
      totalSeconds,
      watchedEpisodes,
    };
  }

  return {
    /** GET /api/series: every series with an episode the caller sees (an admin: every series). */
    async list(user: UserRow | null): Promise<SeriesListResponse> {
      const [view, records] = await Promise.all([viewOf(user), loadSeries(db)]);
      const series = records
        .map((record) => summaryOf(view, record))
        .filter((summary) => summary.episodes > 0 || view.seesEverySeries);
      return { series };
    },

    /** GET /api/series/{id}: 404 for an unknown series or one without an episode the caller sees. */
    async series(user: UserRow | null, id: string): Promise<SeriesResponse> {
      const [view, [record]] = await Promise.all([viewOf(user), loadSeries(db, id)]);
      if (!record) throw notFound(SERIES_NOT_FOUND);
      const entries = view.entriesOf(record);
      if (entries.length === 0 && !view.seesEverySeries) throw notFound(SERIES_NOT_FOUND);
      const episodes: SeriesEpisode[] = cardsOf(view.index, entries).map((card, i) => ({
        ...card,
        episode: i + 1,
        watched: isWatched(card),
      }));
      return {
        series: {
          id: record.id,
          title: record.title,
          description: record.description,
          thumbnailUrl: episodes[0]?.thumbnailUrl ?? "",
        },
        episodes,
      };
    },

    /**
     * GET /api/video/{id}/series: the video's place in its series and the next episode, for the
     * watch page; no series for a video in none, or one the caller does not see.
     */
    async ofVideo(user: UserRow | null, videoId: string): Promise<VideoSeriesResponse> {
      const none: VideoSeriesResponse = { series: null, episode: 0, episodes: 0, next: null };
      const [view, record] = await Promise.all([viewOf(user), loadSeriesOfVideo(db, videoId)]);
      if (!record) return none;
      const entries = view.entriesOf(record);
      const ordinal = view.index.ordinalById.get(videoId);
      const at = entries.findIndex((entry) => entry.ordinal === ordinal);
      if (at < 0) return none;
      const following = entries[at + 1];
      return {
        series: { id: record.id, title: record.title },
        episode: at + 1,
        episodes: entries.length,
        next: following ? cardsOf(view.index, [following])[0]! : null,
      };
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
