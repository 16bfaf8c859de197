import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugFromTitle, uniqueSlug } from "./video-slug";

describe("slugFromTitle", () => {
  itAnswers("transliterates Russian titles like the demo ids", slugFromTitle, [
    ["История чая", "istoriya-chaya"],
    ["Моя семья", "moya-semya"],
    ["Привет! Как тебя зовут?", "privet-kak-tebya-zovut"],
    ["Щука, ёж и хорёк: объявление", "shchuka-yozh-i-khoryok-obyavlenie"],
    ["Цирк, жизнь, эхо, юла, йогурт, ЦЕНА", "tsirk-zhizn-ekho-yula-yogurt-tsena"],
  ]);

  it("keeps Latin letters and digits, drops accents and other characters", () => {
    expect(slugFromTitle("  Café «Пушкин» — 2024!  ")).toBe("cafe-pushkin-2024");
    expect(slugFromTitle("Russian with Anna #12")).toBe("russian-with-anna-12");
    expect(slugFromTitle("🎬🍵")).toBe("");
    expect(slugFromTitle("日本語")).toBe("");
  });

  it("cuts a long title at a word boundary", () => {
    const slug = slugFromTitle(
      "Очень длинное название видео про историю русского языка и литературы девятнадцатого века",
    );
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^ochen-dlinnoe-nazvanie-[a-z-]*[a-z]$/);
    expect(slugFromTitle("a".repeat(100))).toBe("a".repeat(SLUG_MAX_LENGTH));
  });
});

describe("uniqueSlug", () => {
  it("adds -2, -3… until the id is free", () => {
    expect(uniqueSlug("chay", new Set())).toBe("chay");
    expect(uniqueSlug("chay", new Set(["chay"]))).toBe("chay-2");
    expect(uniqueSlug("chay", new Set(["chay", "chay-2", "chay-3"]))).toBe("chay-4");
  });
});
