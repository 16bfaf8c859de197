import { describe, expect, it } from "vitest";
import type { AdminVideo } from "../../../../shared/contracts/catalog-admin";
import { INITIAL_VIDEO_VIEW, isFiltered, viewVideos } from "./video-list-rules";

function video(over: Partial<AdminVideo>): AdminVideo {
  return {
    id: "v",
    title: "Видео",
    description: "",
    platform: "youtube",
    onPlatformId: "abc",
    thumbnailUrl: "",
    duration: 60,
    level: "Beginner 0",
    premium: false,
    visible: true,
    uploadDate: "2026-01-01T00:00:00.000Z",
    channelId: 1,
    channelName: "One",
    speakers: [],
    tags: [],
    hasSubtitles: false,
    hasAudio: false,
    missing: [],
    ...over,
  };
}

const city = video({ id: "city", title: "Мой город", level: "Beginner 1", channelId: 2 });
const hidden = video({ id: "hidden", title: "Секрет", visible: false, premium: true });
const free = video({ id: "free", title: "Мой день" });
const videos = [city, hidden, free];
const ids = (list: AdminVideo[]) => list.map((v) => v.id);

describe("viewVideos", () => {
  it("shows everything, in the server's order, without filters", () => {
    expect(ids(viewVideos(videos, INITIAL_VIDEO_VIEW))).toEqual(["city", "hidden", "free"]);
    expect(isFiltered(INITIAL_VIDEO_VIEW)).toBe(false);
  });

  it("searches the title in any case", () => {
    expect(ids(viewVideos(videos, { ...INITIAL_VIDEO_VIEW, search: " МОЙ " }))).toEqual(["city", "free"]);
  });

  it("filters by level and by channel", () => {
    expect(ids(viewVideos(videos, { ...INITIAL_VIDEO_VIEW, level: "Beginner 1" }))).toEqual(["city"]);
    expect(ids(viewVideos(videos, { ...INITIAL_VIDEO_VIEW, channelId: "1" }))).toEqual(["hidden", "free"]);
  });

  it("filters by visible and premium, yes or no", () => {
    expect(ids(viewVideos(videos, { ...INITIAL_VIDEO_VIEW, visible: "no" }))).toEqual(["hidden"]);
    expect(ids(viewVideos(videos, { ...INITIAL_VIDEO_VIEW, premium: "no" }))).toEqual(["city", "free"]);
    const both = { ...INITIAL_VIDEO_VIEW, visible: "yes", premium: "yes" } as const;
    expect(viewVideos(videos, both)).toEqual([]);
    expect(isFiltered(both)).toBe(true);
  });
});
