import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import { type Bitset, hasBit } from "../catalog/bitset";
import type { CatalogIndex, IndexedVideo } from "../catalog/catalog-model";

export const RELATED_LIMIT = 12;

const levelRank = new Map<string, number>(VIDEO_LEVELS.map((level, i) => [level, i]));

function shared(a: readonly string[], b: readonly string[]): number {
  return a.reduce((n, item) => (b.includes(item) ? n + 1 : n), 0);
}

/**
 * "More videos like this" (PRODUCT.md "Browse"): the same level first, then the neighbouring
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
  if (currentOrdinal === undefined) return [];
  const current = index.videos[currentOrdinal] as IndexedVideo;
  const level = levelRank.get(current.level) ?? 0;
  const scored: { id: string; tier: number; affinity: number; uploadMs: number }[] = [];
  for (let ordinal = 0; ordinal < index.size; ordinal++) {
    if (ordinal === currentOrdinal || !hasBit(listed, ordinal)) continue;
    const video = index.videos[ordinal] as IndexedVideo;
    const distance = Math.abs((levelRank.get(video.level) ?? 0) - level);
    scored.push({
      id: video.id,
      tier: Math.min(distance, 2),
      affinity:
        shared(video.topics, current.topics) * 4 +
        shared(video.speakers, current.speakers) * 2 +
        (video.channelId === current.channelId ? 1 : 0),
      uploadMs: video.uploadMs,
    });
  }
  scored.sort(
    (a, b) => a.tier - b.tier || b.affinity - a.affinity || b.uploadMs - a.uploadMs || (a.id < b.id ? -1 : 1),
  );
  return scored.slice(0, limit).map((s) => s.id);
}
