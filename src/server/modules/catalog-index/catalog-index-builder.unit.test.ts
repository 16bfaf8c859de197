import { catalogVideo } from "@tests/factories/catalog-video";
import { describe, expect, it } from "vitest";
import { buildCatalogIndex, CatalogIndexBuilder } from "./catalog-index";
import type { CatalogVideo } from "./catalog-video";
import { packedRange } from "./json-bytes";

const SPEAKERS = ["Анна", "Борис", "Вера"];
const TOPICS = ["Быт", "Еда", "Город"];
const meta = { version: 3, channels: ["Канал"], speakers: SPEAKERS, topics: TOPICS };

/** Forty videos whose texts, names and figures differ, so that each part of the index has something to order. */
const videos: CatalogVideo[] = Array.from({ length: 40 }, (_, i) =>
  catalogVideo(`v${String(i).padStart(2, "0")}`, {
    title: `Видео ${i % 7 === 0 ? "о городе" : "про еду"} ${i}`,
    description: `Описание ${i}: ${"слово ".repeat(i % 5)}${i % 3 === 0 ? "Москва" : "река"}`,
    durationSeconds: 60 + ((i * 37) % 900),
    uploadMs: Date.UTC(2025, 0, 1 + ((i * 11) % 40)),
    premium: i % 4 === 0,
    speakers: [SPEAKERS[i % 3]!, SPEAKERS[(i + 1) % 3]!],
    topics: [TOPICS[i % 2]!],
  }),
);

/** The same videos, shuffled (by a fixed rule), in two pages. */
function shuffledPages(): CatalogVideo[][] {
  const shuffled = [...videos].sort(
    (a, b) => ((Number(a.id.slice(1)) * 17) % 41) - ((Number(b.id.slice(1)) * 17) % 41),
  );
  return [shuffled.slice(0, 13), shuffled.slice(13)];
}

describe("the catalog index built page by page", () => {
  it("is the same index whatever the order the pages bring the videos in", () => {
    const builder = new CatalogIndexBuilder();
    for (const page of shuffledPages()) builder.add(page);
    const fromPages = builder.finish(meta);

    const whole = buildCatalogIndex({ ...meta, videos });
    // The JSON's bytes stay where they were packed; each video's slice is what must match.
    const { json: pagesJson, ...fromPagesRest } = fromPages;
    const { json: wholeJson, ...wholeRest } = whole;
    expect(fromPagesRest).toEqual(wholeRest);
    expect(fromPages.videos.map((v) => v.id)).toEqual(videos.map((v) => v.id));
    videos.forEach((_, ordinal) => {
      expect(packedRange(pagesJson.texts, 2 * ordinal, 2 * ordinal + 1)).toEqual(
        packedRange(wholeJson.texts, 2 * ordinal, 2 * ordinal + 1),
      );
    });
  });

  it("keeps each video's JSON, its description in it, at the video's ordinal", () => {
    const builder = new CatalogIndexBuilder();
    for (const page of shuffledPages()) builder.add(page);
    const index = builder.finish(meta);
    index.videos.forEach((video, ordinal) => {
      const json = JSON.parse(`${packedRange(index.json.texts, 2 * ordinal, 2 * ordinal + 1).toString()}}`);
      const source = videos.find((v) => v.id === video.id)!;
      expect(json).toMatchObject({ id: source.id, title: source.title, description: source.description });
    });
  });

  it("leaves the pages it was given as they were", () => {
    const pages = shuffledPages();
    const before = structuredClone(pages);
    const builder = new CatalogIndexBuilder();
    for (const page of pages) builder.add(page);
    builder.finish(meta);
    expect(pages).toEqual(before);
  });
});
