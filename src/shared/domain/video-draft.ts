import { VIDEO_LEVELS, type VideoLevel } from "./levels";

/*
 * A planner draft (docs/content-planner.md "Drafts"): a video stored from a planner row that
 * lacked its length or level. The access rule keeps it from learners (`draft` of video-access.ts)
 * until an admin's edit or a later planner row gives what is missing.
 */

/** What a draft may lack, in the order the log and the admin list name it. */
export const DRAFT_FIELDS = ["length", "level"] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/**
 * What a draft holds in its NOT NULL columns until it is completed: only admins see it, and the
 * list of what is missing says these are not real values.
 */
export const DRAFT_PLACEHOLDER_SECONDS = 0;
export const DRAFT_PLACEHOLDER_LEVEL: VideoLevel = VIDEO_LEVELS[0];

/** The column's text (`videos.draft_missing`, migration 0028): null for a complete video. */
export function draftColumn(missing: readonly DraftField[]): string | null {
  const ordered = DRAFT_FIELDS.filter((field) => missing.includes(field));
  return ordered.length === 0 ? null : ordered.join(",");
}

/** The column read back: [] for a complete video. */
export function draftFields(column: string | null): DraftField[] {
  if (column === null) return [];
  const written = column.split(",");
  return DRAFT_FIELDS.filter((field) => written.includes(field));
}
