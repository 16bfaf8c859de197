import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import type { CatalogIndex, IndexedVideo } from "../catalog-index/index";
import { type Bitset, hasBit } from "../catalog-index/index";

export const RELATED_LIMIT = 12;

const levelRank = new Map<string, number>(VIDEO_LEVELS.map((level, i) => [level, i]));

function shared(a: readonly string[], b: readonly string[]): number {
  return a.reduce((n, item) => (b.includes(item) ? n + 1 : n), 0);
}

/**
 * "More videos like this" (docs/browse.md): the same level first, then the neighbouring
 * levels, then the rest; within each, videos sharing more topics, then speakers, then the channel,
 * then the newest. The current video is excluded; only videos the caller may list are considered.
 */
export function relatedVideoIds(
  index: CatalogIndex,
  listed: Bitset,
  currentId: string,
  limit = RELATED_LIMIT,
): string[] {
  const currentOrdinal = index.ordinalById.get(currentId);
  if (currentOrdinal === undefined || limit <= 0) return [];
  const current = index.videos[currentOrdinal] as IndexedVideo;
  const level = levelRank.get(current.level) ?? 0;
  // The best `limit` so far, best first: one pass over the catalog keeps them, rather than scoring
  // and sorting all of it (every watch page asks: 10,000 videos cost ~13 ms that way).
  const best: Scored[] = [];
  for (let ordinal = 0; ordinal < index.size; ordinal++) {
    if (ordinal === currentOrdinal || !hasBit(listed, ordinal)) continue;
    const video = index.videos[ordinal] as IndexedVideo;
    const candidate: Scored = {
      id: video.id,
      tier: Math.min(Math.abs((levelRank.get(video.level) ?? 0) - level), 2),
      affinity:
        shared(video.topics, current.topics) * 4 +
        shared(video.speakers, current.speakers) * 2 +
        (video.channelId === current.channelId ? 1 : 0),
      uploadMs: video.uploadMs,
    };
    const worst = best[best.length - 1];
    if (best.length === limit && worst && compare(candidate, worst) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(candidate, best[at - 1] as Scored) < 0) at--;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best.map((s) => s.id);
}

interface Scored {
  id: string;
  tier: number;
  affinity: number;
  uploadMs: number;
}

/** The order of the list: nearer level, more in common, newer, then the id (a total order). */
function compare(a: Scored, b: Scored): number {
  return a.tier - b.tier || b.affinity - a.affinity || b.uploadMs - a.uploadMs || (a.id < b.id ? -1 : 1);
}
