import type { VideoLevel } from "../../../../shared/domain/levels";

/*
 * What the planner reader gives the applier (docs/content-planner.md): a leaf file of types, so
 * that the reader, the applier and their tests share them without importing each other.
 */

/** The file columns: a URL to download, or the platform's own address of the stored file. */
export type PlannerFileKind = "thumbnail" | "subtitles" | "audio";

/** One data row that is to create or update a video, read and checked. */
export interface PlannerVideoRow {
  /**
   * The YouTube id (the row's key), or null for a row keyed by `Id` or by its `Video file` URL
   * (a video played from a file).
   */
  youtubeId: string | null;
  /** The `Id` cell (the platform's video id), null when the column is absent or the cell empty. */
  videoId: string | null;
  title: string;
  /** Null when the cell is empty: the video keeps its stored level, or is a draft without one. */
  level: VideoLevel | null;
  premium: boolean;
  /** The schedule date, `yyyy-mm-dd`. */
  publishDate: string;
  /**
   * Null when the length cells are empty: the video keeps its stored length, YouTube is asked
   * (docs/content-planner.md "Lengths from YouTube"), or it is a draft without one.
   */
  durationSeconds: number | null;
  /** YouTube's own best thumbnail, when the lookup gave the length (for a row without Thumbnail). */
  youtubeThumbnail?: string;
  /** The channel's name as written (trimmed); matched to a stored one in any letter case. */
  channel: string;
  /** Names as written (trimmed, empty ones dropped, duplicates in any letter case kept once). */
  speakers: string[];
  topics: string[];
  /** Each optional column is undefined when the file has no such column: the stored value stays. */
  description?: string;
  visible?: boolean;
  /** The trimmed cell; "" when empty. */
  thumbnail?: string;
  subtitles?: string;
  audio?: string;
  /**
   * `Video file`: the URL of the video's own file, for a row without a YouTube link; "" when empty
   * (docs/content-planner.md "Video files").
   */
  videoFile?: string;
  /** `Series`: a series title, "" for none (docs/content-planner.md "Series"). */
  series?: string;
  /** `Episode`: its number in that series; null when empty. */
  episode?: number | null;
  /** The team's "Is a Series' Episode" and "Next episode link" (the link as written, trimmed). */
  seriesEpisode?: boolean;
  nextEpisodeLink?: string;
}

/** One data row of the file, as the reader classified it. */
export type PlannerEntry = {
  /** The row's number as a spreadsheet shows it: the header is row 1, the first data row 2. */
  line: number;
  /** What the log names the row by: its YouTube id, else its `Id`, else its Video file URL, else null. */
  label: string | null;
} & (
  | { kind: "video"; row: PlannerVideoRow }
  /** `Upload to platform` says no: nothing else in the row is checked. */
  | { kind: "skipped" }
  /** `Delete` says YES: only the key is checked. */
  | { kind: "delete"; youtubeId: string | null; videoId: string | null; videoFile: string | null }
  /** A sentence a person can act on, e.g. `level "Beginer 1" is not one of Beginner 0, …`. */
  | { kind: "refused"; reason: string }
);

export interface PlannerFile {
  /** Data rows read (entirely empty rows are not data rows and are not counted). */
  rows: PlannerEntry[];
  /** The header's columns the platform does not read, as written, in the file's order. */
  ignoredColumns: string[];
  /** The optional columns the file has (its absent ones keep what is stored). */
  optionalColumns: Set<
    "description" | "visible" | "thumbnail" | "subtitles" | "audio" | "videoFile" | "delete" | "id"
  >;
}

/** A file that cannot be applied at all (a required column missing, unreadable CSV, too many rows). */
export class PlannerFileError extends Error {
  constructor(
    readonly code: "missing_column" | "invalid_csv" | "too_many_rows" | "empty_file",
    message: string,
  ) {
    super(message);
  }
}

/** A row's key in the catalog: its YouTube id, else its platform id, else its Video file URL. */
export type RowKey = { youtubeId: string } | { videoId: string } | { videoFile: string };
