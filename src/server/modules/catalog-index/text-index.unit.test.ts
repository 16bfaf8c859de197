import { describe, expect, it } from "vitest";
import { countBits, forEachBit } from "./bitset";
import { normalizeText, queryWordsOf, stemOf, wordsOf } from "./search-text";
import { buildTextIndex, matchQuery, type Posting } from "./text-index";

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

  it("holds, for every word and every stem, exactly the videos whose texts have it", () => {
    // Texts drawn from a small vocabulary, a few words far more often than the rest, so that some
    // postings are bitsets (dense) and others lists; checked against the plain way of listing them.
    const vocabulary = [
      "город",
      "городам",
      "Город-герой",
      "река",
      "Ёлка",
      "елки",
      "и",
      "в",
      "story",
      "stories",
      "Москва",
      "москве",
      "2024",
      "кот",
      "коты",
      "learning",
      "лес",
      "лесу",
      "дом",
      "дома",
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = () => vocabulary[Math.floor(vocabulary.length * random() ** 3)]!;
    const decode = (posting: Posting | undefined) => {
      const out: number[] = [];
      if (posting?.dense) forEachBit(posting.videos, (i) => out.push(i));
      else if (posting) out.push(...posting.videos);
      return out;
    };
    for (const size of [1, 31, 64, 300]) {
      const texts = Array.from({ length: size }, () =>
        Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
          Array.from({ length: Math.floor(random() * 8) }, pick).join(random() < 0.5 ? " " : ", "),
        ),
      );
      const videosOf = new Map<string, number[]>();
      texts.forEach((ofVideo, ordinal) => {
        for (const word of new Set(ofVideo.flatMap(wordsOf)))
          videosOf.set(word, [...(videosOf.get(word) ?? []), ordinal]);
      });
      const index = buildTextIndex(size, (i) => texts[i]!);

      expect(index.words).toEqual([...videosOf.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      index.words.forEach((word, i) => {
        expect(decode(index.wordPostings[i]), word).toEqual(videosOf.get(word));
        expect(index.wordPostings[i]!.dense, word).toBe(videosOf.get(word)!.length * 32 > size);
      });
      const byStem = new Map<string, Set<number>>();
      for (const [word, videos] of videosOf) {
        const stem = stemOf(word);
        byStem.set(stem, new Set([...(byStem.get(stem) ?? []), ...videos]));
      }
      expect([...index.stemPostings.keys()].sort()).toEqual([...byStem.keys()].sort());
      for (const [stem, videos] of byStem) {
        expect(decode(index.stemPostings.get(stem)), stem).toEqual([...videos].sort((a, b) => a - b));
      }
    }
  });
});
