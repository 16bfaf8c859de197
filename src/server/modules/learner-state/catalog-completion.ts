import type { CompletionGroup, CompletionResponse } from "../../../shared/contracts/completion";
import { isWatched } from "../../../shared/contracts/video-values";
import type { Db } from "../../db/create-db";
import type { Catalog, CatalogIndex, Facet, UserBrowseState } from "../catalog-index/index";
import { type Bitset, forEachBit, hasBit } from "../catalog-index/index";
import { loadUserBrowseState } from "./user-video-state";

/** The facets completion reports, under the names of the answer. */
const GROUPS = ["levels", "topics", "channels"] as const;
type GroupName = (typeof GROUPS)[number];

/** Per option of one facet: counts and seconds, indexed like `Facet.names`. */
interface Sums {
  videos: Int32Array;
  seconds: Float64Array;
}

function emptySums(facet: Facet): Sums {
  return { videos: new Int32Array(facet.names.length), seconds: new Float64Array(facet.names.length) };
}

/** Adds one video (its count and `seconds`) to each option it has in `facet`. */
function addVideo(facet: Facet, sums: Sums, ordinal: number, count: number, seconds: number): void {
  for (let i = facet.optionStart[ordinal]!; i < facet.optionStart[ordinal + 1]!; i++) {
    const option = facet.optionIds[i]!;
    sums.videos[option]! += count;
    sums.seconds[option]! += seconds;
  }
}

type AvailableSums = Record<GroupName, Sums>;

/*
 * The available videos' sums depend only on the index and the listed set, which the catalog keeps
 * (same object) until the index is rebuilt or a scheduled video comes out: computed once per set.
 */
const availableByListed = new WeakMap<Bitset, { index: CatalogIndex; sums: AvailableSums }>();

function availableSums(index: CatalogIndex, listed: Bitset): AvailableSums {
  const known = availableByListed.get(listed);
  if (known?.index === index) return known.sums;
  const sums = {} as AvailableSums;
  for (const group of GROUPS) sums[group] = emptySums(index.facets[group]);
  forEachBit(listed, (ordinal) => {
    const seconds = index.durations[ordinal]!;
    for (const group of GROUPS) {
      addVideo(index.facets[group], sums[group], ordinal, 1, seconds);
    }
  });
  availableByListed.set(listed, { index, sums });
  return sums;
}

/** The available sums less the videos the learner hid ("Not interested"), which browse leaves out. */
function withoutHidden(
  index: CatalogIndex,
  listed: Bitset,
  sums: AvailableSums,
  hidden: ReadonlySet<string>,
): AvailableSums {
  if (hidden.size === 0) return sums;
  const copy = {} as AvailableSums;
  for (const group of GROUPS) {
    copy[group] = { videos: sums[group].videos.slice(), seconds: sums[group].seconds.slice() };
  }
  for (const videoId of hidden) {
    const ordinal = index.ordinalById.get(videoId);
    if (ordinal === undefined || !hasBit(listed, ordinal)) continue;
    for (const group of GROUPS) {
      addVideo(index.facets[group], copy[group], ordinal, -1, -index.durations[ordinal]!);
    }
  }
  return copy;
}

/**
 * The learner's completion of the available (`listed`) videos they have not hidden, per level,
 * topic and channel: pure, over the index and the learner's browse state (docs/progress.md
 * "Completion").
 */
export function completionOf(
  index: CatalogIndex,
  listed: Bitset,
  { states, hidden }: UserBrowseState,
): CompletionResponse {
  const available = withoutHidden(index, listed, availableSums(index, listed), hidden);
  const learner = {} as AvailableSums;
  for (const group of GROUPS) learner[group] = emptySums(index.facets[group]);
  for (const [videoId, state] of states) {
    const ordinal = index.ordinalById.get(videoId);
    // Videos since removed, unpublished, not released yet or hidden by the learner count nowhere.
    if (ordinal === undefined || !hasBit(listed, ordinal) || hidden.has(videoId)) continue;
    const duration = index.durations[ordinal]!;
    const watched = isWatched({ lastWatchTime: state.lastWatchTime, duration }) ? 1 : 0;
    // Watching a video twice covers it once: its credited time counts up to its duration.
    const seconds = Math.min(state.watchTimeMs / 1000, duration);
    for (const group of GROUPS) {
      addVideo(index.facets[group], learner[group], ordinal, watched, seconds);
    }
  }
  const rows = (group: GroupName): CompletionGroup[] =>
    index.facets[group].names.flatMap((name, option) =>
      available[group].videos[option]! === 0
        ? []
        : [
            {
              name,
              watched: learner[group].videos[option]!,
              total: available[group].videos[option]!,
              watchedSeconds: learner[group].seconds[option]!,
              totalSeconds: available[group].seconds[option]!,
            },
          ],
    );
  return { levels: rows("levels"), topics: rows("topics"), channels: rows("channels") };
}

/**
 * The catalog's answer to GET /api/user/completion for one learner: the videos every learner may
 * find in browse (visible and released, whatever the caller's role) less the ones they hid, against
 * their states, read fresh (the learner may have just watched or hidden something).
 */
export async function userCompletion(
  catalog: Catalog,
  db: Db,
  userId: string,
  nowMs = Date.now(),
): Promise<CompletionResponse> {
  const learnerState = await loadUserBrowseState(db, userId);
  const index = catalog.current(nowMs);
  return completionOf(index, catalog.listedVideos(index, nowMs), learnerState);
}
