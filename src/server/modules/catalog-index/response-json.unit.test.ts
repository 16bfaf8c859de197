import { catalogVideo } from "@tests/factories/catalog-video";
import { describe, expect, it } from "vitest";
import { browseStatisticsResponseSchema, browseVideosResponseSchema } from "../../../shared/contracts/browse";
import { browseStatistics, toStatistics } from "./browse-engine";
import { browseFilterOf } from "./browse-filter";
import { buildCatalogIndex } from "./catalog-index";
import type { CatalogVideo } from "./catalog-video";
import { statisticsJson } from "./statistics-json";
import { videosPageJson } from "./video-json";
import { toVideo } from "./video-view";

const videos: CatalogVideo[] = [
  {
    id: "q1",
    title: 'Цитата: "Ёлка" \\ и\nновая строка',
    description: "Эмодзи 🎄 и табуляция\t.",
    platform: "file",
    onPlatformId: "q1.webm",
    thumbnailUrl: "/media/demo/q1.jpg",
    durationSeconds: 754,
    level: "Intermediate 2",
    premium: true,
    visible: false,
    uploadMs: Date.parse("2024-02-29T10:11:12.345Z"),
    draft: false,
    channelId: 12,
    channelName: "Канал «Понятно»",
    speakers: ["Анна", "Борис"],
    topics: ["Быт", "Еда, напитки"],
    computedDifficulty: 40,
    ratings: { easy: 0, right: 0, hard: 5 },
  },
  catalogVideo("q2", {
    title: "Plain",
    onPlatformId: "abc_DEF-123",
    durationSeconds: 0,
    level: "Native",
    channelName: "A",
    computedDifficulty: null,
  }),
];
const index = buildCatalogIndex({
  version: 1,
  videos,
  channels: ["A", "Канал «Понятно»"],
  speakers: ["Анна", "Борис", 'Кавычки "внутри"'],
  topics: ["Быт", "Еда, напитки"],
});

describe("responses built from pre-encoded bytes", () => {
  it.each([true, false])("equal the contract's video objects (caller may play premium: %s)", (canPlay) => {
    const state = { lastWatchTime: 12.5, watchTimeMs: 61_234 };
    const entries = [0, 1].map((ordinal) => ({
      ordinal,
      playable: !index.videos[ordinal]!.premium || canPlay,
      state: ordinal === 0 ? state : undefined,
    }));
    const parsed = browseVideosResponseSchema.parse(
      JSON.parse(videosPageJson(index.json, entries, true).toString()),
    );
    expect(parsed).toEqual({
      videos: [toVideo(videos[0]!, state, canPlay), toVideo(videos[1]!, undefined, canPlay)],
      hasMore: true,
    });
  });

  it("carry the shown difficulty, and a learner's coverage where the page has it", () => {
    const entries = [
      { ordinal: 0, playable: true, state: undefined, coverage: 0.875 },
      { ordinal: 1, playable: true, state: undefined },
    ];
    const parsed = browseVideosResponseSchema.parse(
      JSON.parse(videosPageJson(index.json, entries, false).toString()),
    );
    // 40 computed, five "Too hard": 40 + 30 × 5 / 10 = 55 (docs/words.md "The shown difficulty").
    expect(parsed.videos.map((v) => [v.difficulty, v.coverage])).toEqual([
      [55, 0.875],
      [null, undefined],
    ]);
    expect(parsed.videos[0]).toEqual({ ...toVideo(videos[0]!, undefined, true), coverage: 0.875 });
  });

  it("equal the contract's statistics object", () => {
    const counts = browseStatistics(index, browseFilterOf({}), { visible: index.all, unwatched: null });
    counts.total = 12_345;
    counts.facets.speakers[2] = 10;
    const bytes = statisticsJson(index.statisticsTemplate, counts);
    const parsed = browseStatisticsResponseSchema.parse(JSON.parse(bytes.toString()));
    expect(parsed).toEqual(toStatistics(index, counts));
    expect(parsed.statistics.speakers.at(-1)).toEqual({ name: 'Кавычки "внутри"', count: 10 });
  });

  it("write an empty page", () => {
    expect(JSON.parse(videosPageJson(index.json, [], false).toString())).toEqual({
      videos: [],
      hasMore: false,
    });
  });
});
