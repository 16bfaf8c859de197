import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import { isPagePath, watchedVideoId } from "./page-path";

describe("watchedVideoId", () => {
  it("reads a watch page's video id, decoded, with or without a trailing slash", () => {
    expect(watchedVideoId("/watch/moy-gorod")).toBe("moy-gorod");
    expect(watchedVideoId("/watch/moy-gorod/")).toBe("moy-gorod");
    expect(watchedVideoId("/watch/%D1%83%D1%80%D0%BE%D0%BA")).toBe("урок");
  });

  it("is null for another page and for a path that does not decode", () => {
    expect(watchedVideoId("/browse")).toBeNull();
    expect(watchedVideoId("/watch/a/b")).toBeNull();
    expect(watchedVideoId("/watch/%E0%A4%A")).toBeNull();
  });
});

describe("isPagePath", () => {
  itAnswers("matches the page with or without a trailing slash, and nothing else", isPagePath, [
    ["/progress", "/progress", true],
    ["/progress/", "/progress", true],
    ["/progress/x", "/progress", false],
    ["/progressx", "/progress", false],
    ["/admin/video", "/admin", false],
  ]);
});
