import { describe, expect, it } from "vitest";
import { videoStatusBadges } from "./video-status";

const now = Date.parse("2026-05-01T12:00:00Z");

describe("videoStatusBadges", () => {
  it("shows nothing for a published, visible video", () => {
    expect(videoStatusBadges({ visible: true, uploadDate: "2026-04-30T00:00:00Z" }, now)).toEqual([]);
  });

  it("marks a hidden video", () => {
    expect(videoStatusBadges({ visible: false, uploadDate: "2026-01-01" }, now)).toEqual([
      { kind: "hidden", text: "Hidden" },
    ]);
  });

  it("marks a video scheduled for later with its date, hidden or not", () => {
    expect(videoStatusBadges({ visible: true, uploadDate: "2026-06-15" }, now)).toEqual([
      { kind: "scheduled", text: "Scheduled 15 Jun 2026" },
    ]);
    expect(
      videoStatusBadges({ visible: false, uploadDate: "2026-05-02T00:00:00Z" }, now).map((b) => b.kind),
    ).toEqual(["hidden", "scheduled"]);
  });

  it("ignores a date it cannot read", () => {
    expect(videoStatusBadges({ visible: true, uploadDate: "soon" }, now)).toEqual([]);
  });
});
