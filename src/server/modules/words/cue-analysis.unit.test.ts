import { describe, expect, it } from "vitest";
import { analyseCues, figuresOf, rarityOf } from "./cue-analysis";

// A stand-in lemmatiser, so these rules are tested apart from the dictionary.
const lemma = (word: string) => word.toLowerCase().replace(/ы$/, "");

describe("a transcript's figures", () => {
  const cues = [
    { start: 0, end: 3, text: "Кот и коты" },
    { start: 10, end: 13, text: "<i>Кот</i> спит, 3 раза" },
  ];

  it("counts running words, distinct lemmas and words per minute of cue time", () => {
    const analysis = analyseCues(cues, lemma);
    expect(analysis.runningWords).toBe(6); // "3" is not a word
    expect([...analysis.occurrences]).toEqual([
      ["кот", 3],
      ["и", 1],
      ["спит", 1],
      ["раза", 1],
    ]);
    // 6 words in 6 s of cues (the 7 s between them do not count): 60 a minute.
    expect(analysis.wordsPerMinute).toBe(60);
    expect(analysis.cues[1]).toEqual({
      s: 10,
      e: 13,
      t: "<i>Кот</i> спит, 3 раза",
      l: ["кот", "спит", "раза"],
    });
  });

  it("measures rarity as the share of running words beyond the 1,000 and 3,000 most frequent", () => {
    const occurrences = new Map([
      ["a", 5],
      ["b", 3],
      ["c", 2],
    ]);
    const ranks = new Map([
      ["a", 0],
      ["b", 1500],
    ]);
    expect(rarityOf(occurrences, (l) => ranks.get(l))).toEqual({ beyond1000: 0.5, beyond3000: 0.2 });
    expect(rarityOf(new Map(), () => 0)).toEqual({ beyond1000: 0, beyond3000: 0 });
  });

  it("gives a transcript of frequent words spoken slowly the lowest difficulty", () => {
    expect(figuresOf(analyseCues(cues, lemma), () => 0)).toEqual({
      runningWords: 6,
      distinctLemmas: 4,
      wordsPerMinute: 60,
      beyond1000: 0,
      beyond3000: 0,
      difficulty: 1,
    });
  });
});
