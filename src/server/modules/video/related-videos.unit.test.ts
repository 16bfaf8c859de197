import { catalogVideo } from "@tests/factories/catalog-video";
import { describe, expect, it } from "vitest";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import { fullBitset } from "../catalog-index/bitset";
import { buildCatalogIndex } from "../catalog-index/catalog-index";
import { RELATED_LIMIT, relatedVideoIds } from "./related-videos";

const TOPICS = ["Еда", "Город", "Семья", "Работа"];
const SPEAKERS = ["Анна", "Борис", "Вера"];

/** A small deterministic generator (mulberry32), so that a failure repeats. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function catalog(size: number, seed: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items.filter(() => next() < 0.35);
  const videos = Array.from({ length: size }, (_, i) =>
    catalogVideo(`v${String(i).padStart(4, "0")}`, {
      level: VIDEO_LEVELS[Math.floor(next() * 4) + 2] ?? "Beginner 1",
      // Few distinct times: ties on level, affinity and date, decided by the id.
      uploadMs: Date.UTC(2025, 0, 1 + Math.floor(next() * 5)),
      channelId: 1 + Math.floor(next() * 3),
      speakers: pick(SPEAKERS),
      topics: pick(TOPICS),
    }),
  );
  return buildCatalogIndex({ version: 1, channels: ["Канал"], speakers: SPEAKERS, topics: TOPICS, videos });
}

/** The rule written as plainly as possible: score every other video, sort them all, take the first. */
function byFullSort(index: ReturnType<typeof catalog>, currentId: string, limit: number): string[] {
  const rank = (level: string) => VIDEO_LEVELS.indexOf(level as (typeof VIDEO_LEVELS)[number]);
  const current = index.videos.find((v) => v.id === currentId)!;
  const common = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x)).length;
  return index.videos
    .filter((v) => v.id !== currentId)
    .map((v) => ({
      id: v.id,
      tier: Math.min(Math.abs(rank(v.level) - rank(current.level)), 2),
      affinity:
        common(v.topics, current.topics) * 4 +
        common(v.speakers, current.speakers) * 2 +
        (v.channelId === current.channelId ? 1 : 0),
      uploadMs: v.uploadMs,
    }))
    .sort(
      (a, b) =>
        a.tier - b.tier || b.affinity - a.affinity || b.uploadMs - a.uploadMs || (a.id < b.id ? -1 : 1),
    )
    .slice(0, limit)
    .map((s) => s.id);
}

describe("more videos like this", () => {
  it("keeps exactly the list a full sort would give, for any video and length", () => {
    for (const seed of [1, 2, 3]) {
      const index = catalog(300, seed);
      const all = fullBitset(index.size);
      for (const current of ["v0000", "v0123", "v0299"]) {
        for (const limit of [1, 5, RELATED_LIMIT, 400]) {
          expect(relatedVideoIds(index, all, current, limit), `${seed} ${current} ${limit}`).toEqual(
            byFullSort(index, current, limit),
          );
        }
      }
    }
  });

  it("gives nothing for an unknown video or no room", () => {
    const index = catalog(20, 9);
    expect(relatedVideoIds(index, fullBitset(index.size), "nope")).toEqual([]);
    expect(relatedVideoIds(index, fullBitset(index.size), "v0001", 0)).toEqual([]);
  });
});
