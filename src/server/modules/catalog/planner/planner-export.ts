import { stringify } from "csv-stringify/sync";
import { formatCommaList } from "../../../../shared/domain/comma-list";
import { guardCell } from "../../../lib/csv";
import { isoDay, storedFileCell } from "./planner-changes";
import type { PlannerVideo } from "./planner-repository";

/*
 * The download of the content planner (docs/content-planner.md "Download"): the whole catalog in
 * the planner's format, the columns the platform reads and then its own, so that the file
 * uploaded back unchanged changes nothing.
 */

export const PLANNER_EXPORT_COLUMNS = [
  "PublishDate",
  "mins",
  "secs",
  "Channel",
  "Video Name on Youtube",
  "Level",
  "Access",
  "Youtube Link",
  "Upload to platform",
  "Tags",
  "Speaker",
  "Id",
  "Description",
  "Visible",
  "Thumbnail",
  "Subtitles",
  "Audio",
  "Delete",
  "Series",
  "Episode",
] as const;

/** `17.03.2024`: the day as the content team writes it. */
function teamDate(date: string): string {
  const [year, month, day] = isoDay(date).split("-");
  return `${day}.${month}.${year}`;
}

/** A planner's comma list: the team separates with ", "; a name holding a comma is quoted. */
function nameList(names: string[]): string {
  return names.map((name) => formatCommaList([name])).join(", ");
}

/** A video's series title and episode number (series module's `loadEpisodeNumbers`). */
export type EpisodeNumbers = ReadonlyMap<string, { series: string; episode: number }>;

function exportRow(video: PlannerVideo, episodes: EpisodeNumbers): string[] {
  const episode = episodes.get(video.id);
  return [
    teamDate(video.uploadDate),
    String(Math.floor(video.duration / 60)),
    String(video.duration % 60),
    video.channelName,
    video.title,
    video.level,
    video.premium ? "Premium" : "Free",
    video.platform === "youtube" ? `https://www.youtube.com/watch?v=${video.onPlatformId}` : "",
    "TRUE",
    nameList(video.tags),
    nameList(video.speakers),
    video.id,
    video.description,
    video.visible ? "YES" : "no",
    storedFileCell(video, "thumbnail"),
    storedFileCell(video, "subtitles"),
    storedFileCell(video, "audio"),
    "",
    episode?.series ?? "",
    episode ? String(episode.episode) : "",
  ];
}

/** The planner CSV (UTF-8 with a byte-order mark, CRLF), oldest publish date first, as planned. */
export function plannerCsv(videos: PlannerVideo[], episodes: EpisodeNumbers = new Map()): string {
  const rows = [...videos]
    .sort((a, b) => a.uploadDate.localeCompare(b.uploadDate) || a.id.localeCompare(b.id))
    // A cell that a spreadsheet would run as a formula (a title starting with "=") is written as
    // text, as every CSV an admin downloads is (lib/csv.ts); the upload takes the quote off again.
    .map((video) => exportRow(video, episodes).map(guardCell));
  // A cell holding a line break is quoted whatever the break: csv-stringify quotes only cells that
  // hold the record delimiter itself (CRLF), and a description's "\n" would start a new row.
  return stringify([[...PLANNER_EXPORT_COLUMNS], ...rows], {
    bom: true,
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
  });
}
