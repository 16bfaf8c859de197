import { catalogVideo } from "@tests/factories/catalog-video";
import { describe, expect, it } from "vitest";
import type { BrowseQuery } from "../../../shared/contracts/browse";
import { andNot, type Bitset, bitsetOf, fullBitset } from "./bitset";
import { type BrowseScope, browsePage, browseStatistics, toStatistics } from "./browse-engine";
import { browseFilterOf, parseDurations } from "./browse-filter";
import { buildCatalogIndex, listedAt } from "./catalog-index";
import type { CatalogVideo } from "./catalog-video";
import { randomOrder, randomSeedOf } from "./random-order";

const NOW = Date.parse("2025-06-01T12:00:00Z");
const HOUR = 3600_000;

const video = (id: string, fields: Partial<CatalogVideo> = {}) =>
  catalogVideo(id, { uploadMs: NOW - HOUR, ...fields });

const index = buildCatalogIndex({
  version: 7,
  channels: ["Канал", "Alpha"],
  speakers: ["Борис", "Анна"],
  topics: ["Еда", "Город", "Старая тема"],
  videos: [
    video("c", { level: "Native", durationSeconds: 100, topics: ["Еда"], speakers: ["Анна"] }),
    video("a", { durationSeconds: 300, topics: ["Город", "Еда"], channelName: "Alpha", channelId: 2 }),
    video("b", { level: "Advanced", durationSeconds: 4000, uploadMs: NOW - 2 * HOUR, speakers: ["Борис"] }),
    video("d", { visible: false }),
    video("e", { uploadMs: NOW + HOUR }),
  ],
});
const everything: BrowseScope = { visible: index.all, unwatched: null };
const listed: BrowseScope = { visible: listedAt(index, NOW).listed, unwatched: null };
const filter = (query: BrowseQuery) => browseFilterOf(query);
const ids = (ordinals: number[]) => ordinals.map((o) => index.videos[o]!.id);

describe("the catalog index", () => {
  it("numbers videos by id and lists options in their display order", () => {
    expect(index.videos.map((v) => v.id)).toEqual(["a", "b", "c", "d", "e"]);
    expect(index.facets.topics.names).toEqual(["Город", "Еда", "Старая тема"]);
    expect(index.facets.channels.names).toEqual(["Канал", "Alpha"]);
    expect(index.facets.levels.names[0]).toBe("Beginner 0");
  });

  it("hides invisible and scheduled videos until their time", () => {
    const now = listedAt(index, NOW);
    expect(ids([0, 1, 2, 3, 4].filter((o) => now.listed[0]! & (1 << o)))).toEqual(["a", "b", "c"]);
    expect(now.validUntil).toBe(NOW + HOUR);
    expect(countListed(listedAt(index, NOW + HOUR).listed)).toBe(4);
  });
});

function countListed(set: Bitset): number {
  return toStatistics(index, browseStatistics(index, filter({}), { visible: set, unwatched: null })).total;
}

describe("browse over the index", () => {
  it("pages a sort and reports whether more follow", () => {
    const first = browsePage(index, filter({ sort: "short" }), listed, index.orders.short, 2);
    expect(ids(first.ordinals)).toEqual(["c", "a"]);
    expect(first.hasMore).toBe(true);
    const second = browsePage(index, filter({ sort: "short", page: 2 }), listed, index.orders.short, 2);
    expect(ids(second.ordinals)).toEqual(["b"]);
    expect(second.hasMore).toBe(false);
  });

  it("counts each facet without its own filter", () => {
    const stats = toStatistics(
      index,
      browseStatistics(index, filter({ topics: "Еда", levels: "Native" }), listed),
    );
    expect(stats.total).toBe(1);
    expect(stats.statistics.topics).toEqual([
      { name: "Город", count: 0 },
      { name: "Еда", count: 1 },
      { name: "Старая тема", count: 0 },
    ]);
    expect(stats.statistics.levels.find((l) => l.name === "Beginner 1")?.count).toBe(1);
    expect(stats.statistics.durations.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 0]);
  });

  it("filters durations the same with slider stops (precomputed) and other bounds (scanned)", () => {
    const count = (durations: string) =>
      toStatistics(index, browseStatistics(index, filter({ durations }), listed)).total;
    expect(count("300,600")).toBe(1);
    expect(count("299,601")).toBe(1);
    expect(count("100,300")).toBe(1);
    expect(count("3600,")).toBe(1);
    expect(count(",301")).toBe(2);
    expect(parseDurations(",")).toBeNull();
    expect(
      toStatistics(index, browseStatistics(index, filter({ durations: "600,601" }), everything)).total,
    ).toBe(2);
  });

  it("leaves out the videos the caller watched", () => {
    const unwatched = andNot(fullBitset(index.size), bitsetOf(index.size, [index.ordinalById.get("a")!]));
    const page = browsePage(
      index,
      filter({ "hide-watched": "true" }),
      { ...listed, unwatched },
      index.orders.new,
      24,
    );
    expect(ids(page.ordinals)).toEqual(["c", "b"]);
  });
});

describe("random order", () => {
  it("is a permutation fixed by the seed, and differs between seeds", () => {
    const anna = randomOrder(index.idHashes, randomSeedOf("anna", "2025-06-01"));
    expect([...anna].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(randomOrder(index.idHashes, randomSeedOf("anna", "2025-06-01"))).toEqual(anna);
    const orders = new Set(
      ["2025-06-02", "2025-06-03", "2025-06-04", "2025-06-05"].map((day) =>
        randomOrder(index.idHashes, randomSeedOf("anna", day)).join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});
