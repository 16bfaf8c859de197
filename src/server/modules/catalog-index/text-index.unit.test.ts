import { describe, expect, it } from "vitest";
import { countBits, forEachBit } from "./bitset";
import { normalizeText, queryWordsOf, stemOf, wordsOf } from "./search-text";
import { buildTextIndex, matchQuery } from "./text-index";

const TEXTS = [
  "По городам России",
  "Новогодняя ЁЛКА",
  "Москва весной",
  "Learning Russian: first stories",
  "Дмитрий рассказывает о городе",
];

function found(query: string, texts = TEXTS): number[] {
  const matches = matchQuery(
    buildTextIndex(texts.length, (i) => [texts[i]!]),
    query,
  );
  if (!matches) return [];
  const out: number[] = [];
  forEachBit(matches, (i) => out.push(i));
  return out;
}

describe("search words", () => {
  it("are lower case, with ё as е, split at punctuation and hyphens", () => {
    expect(normalizeText("ЁЛКА Ёж")).toBe("елка еж");
    expect(wordsOf("По-русски, пожалуйста: 2 раза!")).toEqual(["по", "русски", "пожалуйста", "2", "раза"]);
  });

  it("stem Russian and English words with Snowball", () => {
    expect(stemOf("городам")).toBe(stemOf("город"));
    expect(stemOf("stories")).toBe(stemOf("story"));
  });

  it("drop stop words from a query unless nothing else is left", () => {
    expect(queryWordsOf("история о городе")).toEqual(["история", "городе"]);
    expect(queryWordsOf("в")).toEqual(["в"]);
  });
});

describe("text index", () => {
  it("matches by stem and by prefix, every word required", () => {
    expect(found("город")).toEqual([0, 4]);
    expect(found("горо")).toEqual([0, 4]);
    expect(found("елки")).toEqual([1]);
    expect(found("story")).toEqual([3]);
    expect(found("город россия")).toEqual([0]);
    expect(found("город москва")).toEqual([]);
  });

  it("gives no filter for a query without words", () => {
    expect(
      matchQuery(
        buildTextIndex(1, () => ["текст"]),
        " ,.! ",
      ),
    ).toBeNull();
  });

  it("answers the same from dense postings (common words) as from sparse ones", () => {
    const many = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? `город ${i}` : `река ${i}`));
    const matches = matchQuery(
      buildTextIndex(many.length, (i) => [many[i]!]),
      "городами",
    )!;
    expect(countBits(matches)).toBe(67);
  });
});
