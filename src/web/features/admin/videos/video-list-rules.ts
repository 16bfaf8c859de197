import { z } from "zod";
import type { AdminVideo } from "../../../../shared/contracts/catalog-admin";
import { PAGE_PARAM, zodUrlCodec } from "../../../lib/zod-url-codec";

/** A yes/no filter: "" shows both. */
export type FlagFilter = "" | "yes" | "no";

export interface VideoListView {
  /** Matched against the title, case-insensitively. */
  search: string;
  /** A level name, or "" for every level. */
  level: string;
  /** A channel id as text, or "" for every channel. */
  channelId: string;
  visible: FlagFilter;
  premium: FlagFilter;
}

export const INITIAL_VIDEO_VIEW: VideoListView = {
  search: "",
  level: "",
  channelId: "",
  visible: "",
  premium: "",
};

const FLAG_FILTER = z.enum(["", "yes", "no"]).catch("");

/** The list's view and page in its URL (`/admin/video?level=A1&visible=no&page=2`); absent: as INITIAL_VIDEO_VIEW. */
export const VIDEO_LIST_URL = zodUrlCodec(
  z.object({
    search: z.string().catch(""),
    level: z.string().catch(""),
    channelId: z.string().catch(""),
    visible: FLAG_FILTER,
    premium: FLAG_FILTER,
    page: PAGE_PARAM,
  }),
);

function flagMatches(filter: FlagFilter, value: boolean): boolean {
  return filter === "" || (filter === "yes") === value;
}

/** Whether a video passes every filter of the view. */
export function matchesVideoView(video: AdminVideo, view: VideoListView): boolean {
  const needle = view.search.trim().toLocaleLowerCase();
  return (
    (needle === "" || video.title.toLocaleLowerCase().includes(needle)) &&
    (view.level === "" || video.level === view.level) &&
    (view.channelId === "" || String(video.channelId) === view.channelId) &&
    flagMatches(view.visible, video.visible) &&
    flagMatches(view.premium, video.premium)
  );
}

/** The videos the list shows for a view, in the server's order (newest first). */
export function viewVideos(videos: readonly AdminVideo[], view: VideoListView): AdminVideo[] {
  return videos.filter((v) => matchesVideoView(v, view));
}

/** Whether any filter is set (the list then offers to clear them). */
export function isFiltered(view: VideoListView): boolean {
  return Object.values(view).some((value) => value.trim() !== "");
}
