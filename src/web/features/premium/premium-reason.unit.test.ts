import { describe, expect, it } from "vitest";
import { findVideoTitle, premiumPageFor, premiumReasonOf } from "./premium-reason";

describe("why a learner is on /premium", () => {
  it("a locked video sends the learner to /premium?from=<id>, with its title in the router state", () => {
    expect(premiumPageFor("istoriya-chaya", "История чая")).toEqual({
      to: "/premium?from=istoriya-chaya",
      state: { videoTitle: "История чая" },
    });
    expect(premiumPageFor("a b/c", undefined)).toEqual({ to: "/premium?from=a%20b%2Fc", state: {} });
  });

  it("names the video when the title came along, and says only why when it did not", () => {
    expect(
      premiumReasonOf(new URLSearchParams("from=istoriya-chaya"), { videoTitle: "История чая" }),
    ).toEqual({
      videoId: "istoriya-chaya",
      title: "История чая",
    });
    expect(premiumReasonOf(new URLSearchParams("from=istoriya-chaya"), null)).toEqual({
      videoId: "istoriya-chaya",
      title: null,
    });
    // Opened from the menu: no reason to give.
    expect(premiumReasonOf(new URLSearchParams(""), { videoTitle: "x" })).toBeNull();
    expect(premiumReasonOf(new URLSearchParams("from="), null)).toBeNull();
    expect(premiumReasonOf(new URLSearchParams("from=x"), { videoTitle: 42 })).toEqual({
      videoId: "x",
      title: null,
    });
  });

  it("finds a video's title in the answers the page already has: browse pages, a watch answer", () => {
    const browse = {
      pages: [{ videos: [{ id: "a", title: "А" }] }, { videos: [{ id: "tea", title: "Чай" }] }],
    };
    const watch = { video: { id: "w", title: "W" }, relatedVideos: [{ id: "rel", title: "Related" }] };
    expect(findVideoTitle([undefined, browse, watch], "tea")).toBe("Чай");
    expect(findVideoTitle([browse, watch], "rel")).toBe("Related");
    expect(findVideoTitle([browse, watch], "w")).toBe("W");
    expect(findVideoTitle([browse, watch, { id: "x", title: 5 }, "text", null], "x")).toBeNull();
  });
});
