import { catalogAdminRoutes } from "../../../../shared/contracts/catalog-admin";
import { videoRoutes } from "../../../../shared/contracts/video";
import { formatSeconds } from "../../../../shared/domain/time-format";
import {
  DRAFT_PLACEHOLDER_LEVEL,
  DRAFT_PLACEHOLDER_SECONDS,
  type DraftField,
} from "../../../../shared/domain/video-draft";
import { VIDEO_UPLOAD_PREFIX } from "../../../storage/file-store";
import type { PlannerNameBook } from "./planner-names";
import type { PlannerVideo } from "./planner-repository";
import type { PlannerFileKind, PlannerVideoRow } from "./planner-row";

/*
 * What a planner row changes in the stored video it names (docs/content-planner.md "Upload"):
 * pure, so that the applier can ask before and inside the row's transaction, and tests can ask
 * without a database.
 */

/** The names the log gives the fields, in the order it lists them. */
export const PLANNER_FIELDS = [
  "title",
  "description",
  "level",
  "premium",
  "visible",
  "publish date",
  "length",
  "channel",
  "speakers",
  "topics",
  "thumbnail",
  "subtitles",
  "audio",
  "video file",
] as const;
export type PlannerField = (typeof PLANNER_FIELDS)[number];

/** The video a row describes, every field resolved (names as stored when they exist). */
export interface PlannedVideo {
  title: string;
  description: string;
  level: string;
  premium: boolean;
  visible: boolean;
  uploadDate: Date;
  durationSeconds: number;
  /** The channel's stored name, or the row's when it is new. */
  channel: string;
  speakers: string[];
  topics: string[];
  thumbnailUrl: string;
  /** What the video still lacks: a draft, kept from learners, when not empty. */
  missing: DraftField[];
}

export interface PlannerPlan {
  video: PlannedVideo;
  /** For a stored video, the fields that differ (in PLANNER_FIELDS order); for a new one, none. */
  changed: PlannerField[];
  newChannel: string | null;
  newSpeakers: string[];
  newTopics: string[];
  /** The file cells that name something to download. */
  downloads: { kind: PlannerFileKind; url: string }[];
  /** A Video file URL to download (streamed to the store, then transcoded), or null. */
  videoFile: string | null;
}

/** A video added from a file whose first transcode is not done (it names its upload until then). */
function awaitsTranscode(video: PlannerVideo | undefined): boolean {
  return video?.platform === "file" && video.onPlatformId.startsWith(VIDEO_UPLOAD_PREFIX);
}

/** YouTube's own thumbnail of a video: referenced, never downloaded. */
export function youtubeThumbnailUrl(youtubeId: string): string {
  return `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`;
}

/** `yyyy-mm-dd` of an instant, in UTC (the planner's dates are days, not moments). */
export function isoDay(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** The platform's own address of a stored file of a video ("" when it has none). */
function platformAddress(video: PlannerVideo, kind: PlannerFileKind): string {
  if (kind === "thumbnail") return video.thumbnailUrl;
  if (kind === "subtitles") return video.hasSubtitles ? catalogAdminRoutes.videoTranscript(video.id) : "";
  return video.hasAudio ? videoRoutes.audioMp3(video.id) : "";
}

/**
 * What the download writes in a file cell: the URL the planner downloaded the file from, else
 * the platform's own address of the stored file (its thumbnail's URL, its subtitles' or audio's
 * address), "" when there is none. Upload reads either as "keep what is stored".
 */
export function storedFileCell(video: PlannerVideo, kind: PlannerFileKind): string {
  const address = platformAddress(video, kind);
  return address === "" ? "" : (video.sources[kind] ?? address);
}

/** A cell that names what is stored: its source URL or the platform's own address. */
function keepsStoredFile(video: PlannerVideo | undefined, kind: PlannerFileKind, cell: string): boolean {
  if (!video) return false;
  const address = platformAddress(video, kind);
  return address !== "" && (cell === address || cell === video.sources[kind]);
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((name) => b.includes(name));

/** The thumbnail a row asks for: a URL to download, or the URL to store as it is. */
function thumbnailOf(
  row: PlannerVideoRow,
  stored: PlannerVideo | undefined,
): { url: string } | { download: string } {
  const youtubeId = row.youtubeId ?? (stored?.platform === "youtube" ? stored.onPlatformId : null);
  // YouTube's best thumbnail when its Data API was asked for the row, else its usual address.
  const youtubeOwn = (id: string) => row.youtubeThumbnail ?? youtubeThumbnailUrl(id);
  const cell = row.thumbnail;
  if (cell === undefined || (cell === "" && youtubeId === null) || keepsStoredFile(stored, "thumbnail", cell))
    return { url: stored?.thumbnailUrl ?? (youtubeId ? youtubeOwn(youtubeId) : "") };
  if (cell === "") return { url: youtubeOwn(youtubeId as string) };
  return { download: cell };
}

/** A subtitles or audio cell: null keeps what is stored, else the URL to download. */
function fileDownload(row: PlannerVideoRow, stored: PlannerVideo | undefined, kind: "subtitles" | "audio") {
  const cell = row[kind];
  if (cell === undefined || cell === "") return null;
  if (keepsStoredFile(stored, kind, cell)) return null;
  return cell;
}

/**
 * The plan of a row against the stored video (undefined: the row creates one) and the catalog's
 * names. A stored field whose column the file lacks is kept; a new video gets the defaults.
 */
export function planVideoRow(
  row: PlannerVideoRow,
  stored: PlannerVideo | undefined,
  names: PlannerNameBook,
): PlannerPlan {
  const channel = names.find("channels", row.channel)?.name;
  const speakers = names.resolve("speakers", row.speakers);
  const topics = names.resolve("topics", row.topics);
  const thumbnail = thumbnailOf(row, stored);
  const keepDay = stored && isoDay(stored.uploadDate) === row.publishDate;
  // An empty level or length keeps the stored one, unless that is a draft's placeholder.
  const level = row.level ?? (stored && !stored.missing.includes("level") ? stored.level : null);
  // A row with a Video file takes its length from the file: never missing, measured by the
  // transcode (0 until then, as for a video added from a file in the admin form).
  const fromFile = row.videoFile !== undefined && row.youtubeId === null;
  const length = fromFile
    ? stored && !stored.missing.includes("length")
      ? stored.duration
      : 0
    : (row.durationSeconds ?? (stored && !stored.missing.includes("length") ? stored.duration : null));
  const missing: DraftField[] = [];
  if (length === null) missing.push("length");
  if (level === null) missing.push("level");
  const video: PlannedVideo = {
    title: row.title,
    description: row.description ?? stored?.description ?? "",
    level: level ?? DRAFT_PLACEHOLDER_LEVEL,
    premium: row.premium,
    // A video from a file stays hidden until its transcode shows it (docs/admin.md "Our own videos").
    visible:
      (fromFile && !stored) || awaitsTranscode(stored) ? false : (row.visible ?? stored?.visible ?? true),
    uploadDate: keepDay ? new Date(stored.uploadDate) : new Date(`${row.publishDate}T00:00:00.000Z`),
    durationSeconds: length ?? DRAFT_PLACEHOLDER_SECONDS,
    channel: channel ?? row.channel.trim(),
    speakers: speakers.names,
    topics: topics.names,
    thumbnailUrl: "url" in thumbnail ? thumbnail.url : (stored?.thumbnailUrl ?? ""),
    missing,
  };
  if (!stored && "download" in thumbnail && row.youtubeId)
    video.thumbnailUrl = youtubeThumbnailUrl(row.youtubeId);

  const downloads: PlannerPlan["downloads"] = [];
  if ("download" in thumbnail) downloads.push({ kind: "thumbnail", url: thumbnail.download });
  for (const kind of ["subtitles", "audio"] as const) {
    const url = fileDownload(row, stored, kind);
    if (url !== null) downloads.push({ kind, url });
  }
  const videoFile = fromFile && row.videoFile !== stored?.sources.video ? (row.videoFile ?? null) : null;

  const changed: PlannerField[] = [];
  if (stored) {
    const differs: Record<PlannerField, boolean> = {
      title: video.title !== stored.title,
      description: video.description !== stored.description,
      level: video.level !== stored.level || missing.includes("level") !== stored.missing.includes("level"),
      premium: video.premium !== stored.premium,
      visible: video.visible !== stored.visible,
      "publish date": !keepDay,
      length:
        video.durationSeconds !== stored.duration ||
        missing.includes("length") !== stored.missing.includes("length"),
      channel: video.channel !== stored.channelName,
      speakers: !sameSet(video.speakers, stored.speakers),
      topics: !sameSet(video.topics, stored.tags),
      thumbnail: video.thumbnailUrl !== stored.thumbnailUrl,
      subtitles: false,
      audio: false,
      "video file": false,
    };
    for (const field of PLANNER_FIELDS) if (differs[field]) changed.push(field);
  }
  return {
    video,
    changed,
    newChannel: channel === undefined ? video.channel : null,
    newSpeakers: speakers.added,
    newTopics: topics.added,
    downloads,
    videoFile,
  };
}

const yesNo = (value: boolean) => (value ? "yes" : "no");
const list = (names: string[]) => (names.length === 0 ? "none" : names.join(", "));
/** A long text is named, not quoted: the log is read line by line. */
const QUOTED_UP_TO = 80;
const quote = (text: string) =>
  text.length > QUOTED_UP_TO ? `“${text.slice(0, QUOTED_UP_TO - 1)}…”` : `“${text}”`;

/**
 * The log's account of an updated row (docs/content-planner.md "The log"): each changed field with
 * its old and new value, `title “Урок 1” → “Урок первый”`; the description by name only (it is
 * long), and a file as replaced.
 */
export function describeChanges(
  stored: PlannerVideo,
  planned: PlannedVideo,
  changed: PlannerField[],
): string {
  const fromTo = (from: string, to: string) => `${from} → ${to}`;
  // A draft's placeholder is not a value: the log says it was missing.
  const shownValue = (video: { missing: DraftField[] }, field: DraftField, value: string) =>
    video.missing.includes(field) ? "missing" : value;
  return changed
    .map((field) => {
      switch (field) {
        case "title":
          return `title ${fromTo(quote(stored.title), quote(planned.title))}`;
        case "description":
          return "description (rewritten)";
        case "level":
          return `level ${fromTo(shownValue(stored, "level", stored.level), shownValue(planned, "level", planned.level))}`;
        case "premium":
          return `premium ${fromTo(yesNo(stored.premium), yesNo(planned.premium))}`;
        case "visible":
          return `visible ${fromTo(yesNo(stored.visible), yesNo(planned.visible))}`;
        case "publish date":
          return `publish date ${fromTo(isoDay(stored.uploadDate), isoDay(planned.uploadDate))}`;
        case "length":
          return `length ${fromTo(
            shownValue(stored, "length", formatSeconds(stored.duration)),
            shownValue(planned, "length", formatSeconds(planned.durationSeconds)),
          )}`;
        case "channel":
          return `channel ${fromTo(quote(stored.channelName), quote(planned.channel))}`;
        case "speakers":
          return `speakers ${fromTo(list(stored.speakers), list(planned.speakers))}`;
        case "topics":
          return `topics ${fromTo(list(stored.tags), list(planned.topics))}`;
        default:
          // thumbnail, subtitles, audio, video file: a new file.
          return `${field} (new file)`;
      }
    })
    .join(", ");
}
