import { describe, expect, it } from "vitest";
import { premiumPageFor, premiumReasonOf } from "./premium-reason";

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
});
