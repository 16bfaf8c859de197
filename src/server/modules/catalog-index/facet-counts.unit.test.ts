import { catalogVideo } from "@tests/factories/catalog-video";
import { describe, expect, it } from "vitest";
import { bitsetOf, countBits, fullBitset } from "./bitset";
import { buildCatalogIndex } from "./catalog-index";
import type { CatalogVideo } from "./catalog-video";
import { countOptions, countOptionsRemembered } from "./facet-counts";

const videos: CatalogVideo[] = Array.from({ length: 100 }, (_, i) =>
  catalogVideo(`v${String(i).padStart(3, "0")}`, {
    title: "",
    onPlatformId: `v${i}`,
    durationSeconds: i * 40,
    channelName: "A",
    speakers: i % 3 === 0 ? ["Анна", "Борис"] : ["Вера"],
    topics: i % 5 === 0 ? [] : ["Еда"],
  }),
);
const index = buildCatalogIndex({
  version: 1,
  videos,
  channels: ["A"],
  speakers: ["Анна", "Борис", "Вера"],
  topics: ["Еда"],
});

describe("facet counts", () => {
  it("are the same whether counted option by option or video by video", () => {
    const mask = bitsetOf(100, [0, 1, 2, 3, 31, 32, 33, 64, 99]);
    const members = countBits(mask);
    for (const facet of [index.facets.speakers, index.facets.topics, index.durationBins]) {
      const byOption = countOptions(facet, mask, Number.MAX_SAFE_INTEGER);
      const byVideo = countOptions(facet, mask, 0);
      expect(byOption).toEqual(byVideo);
    }
    expect([...countOptions(index.facets.speakers, mask, members)]).toEqual([4, 4, 5]);
  });

  it("remembers the counts over a visible set without letting a caller change them", () => {
    const visible = fullBitset(100);
    const first = countOptionsRemembered(index.facets.speakers, visible, 100, visible);
    expect([...first]).toEqual([34, 34, 66]);
    first[0] = 999;
    expect([...countOptionsRemembered(index.facets.speakers, visible, 100, visible)]).toEqual([34, 34, 66]);
  });
});
