import { z } from "zod";
import { queryFlagField } from "./boolean-field";
import { isoDateTimeField } from "./date-fields";
import { textField } from "./text";

/** A video as the browse grid and the watch page see it (docs/product-rules.md "Data and defaults"), for one caller. */
export const videoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /**
   * What the player plays: a YouTube watch URL, or the path of a file served by the app.
   * null when the caller may not play it (a premium video without premium).
   */
  url: z.string().nullable(),
  thumbnailUrl: z.string(),
  /** Seconds. */
  duration: z.number(),
  /** The caller's playback position in seconds (0 if never played). */
  lastWatchTime: z.number(),
  level: z.string(),
  premium: z.boolean(),
  /** Topic names. */
  tags: z.array(z.string()),
  /** Publication (schedule) date-time. */
  uploadDate: isoDateTimeField,
  /** YouTube video id or file name; null when the caller may not play it. */
  onPlatformId: z.string().nullable(),
  channelId: z.number(),
  channelName: z.string(),
  speakers: z.array(z.string()),
  visible: z.boolean(),
  /** The caller's credited watch time of this video, seconds. */
  watchTime: z.number(),
  /** "youtube" or "file". */
  platform: z.string(),
  /**
   * The shown difficulty, 1–100 (computed and rated, blended: docs/words.md "The shown
   * difficulty"); null without an analysed transcript.
   */
  difficulty: z.number().nullable().optional(),
  /**
   * Browse's cards only, for a learner with a history: the share of its running words whose lemma
   * they have acquired (docs/words.md "Coverage"); absent otherwise.
   */
  coverage: z.number().optional(),
});
export type Video = z.infer<typeof videoSchema>;

/** A video as the learner's export names it (its watch time, playlists, ratings): id and title. */
export const exportedVideoSchema = z.object({ videoId: z.string(), title: z.string() });

export { DOWNLOAD_MISSING_TEXTS } from "./download-texts";
export {
  isWatched,
  RESUME_CUTOFF_FRACTION,
  videoRoutePatterns,
  videoRoutes,
  WATCHED_FRACTION,
  watchedFraction,
} from "./video-values";

/** A video id as a call sends it (a path segment or a field): 1 to 100 characters, no U+0000. */
export const videoIdField = (field: string) =>
  textField({
    notText: `${field} is required.`,
    empty: `${field} is required.`,
    max: 100,
    tooLong: `${field} can have at most 100 characters.`,
    label: field,
    trim: false,
  });

/** A request's `videoIds`: a list of video ids, each checked as `videoIdField(each)` names it. */
export const videoIdsField = (each: string) =>
  z.array(videoIdField(each), { error: "videoIds must be a list of video ids." });

/** The path parameters of every /api/video/{id}, /api/media/… and /api/download/… call. */
export const videoIdParamsSchema = z.object({ id: videoIdField("id") });

/**
 * GET /api/video/{id}: the video for the caller and "More videos like this" (same or neighbouring
 * level first, then shared topics and speakers; the current video excluded). A premium video without
 * premium answers 401 (anonymous: log in; registered: go to /premium); an unknown id 404.
 */
export const videoResponseSchema = z.object({
  video: videoSchema,
  relatedVideos: z.array(videoSchema),
});

/** GET /api/video/{id}?related=false: the video alone, without "More videos like this". */
export const videoQuerySchema = z.object({ related: queryFlagField("related").optional() });
export type VideoResponse = z.infer<typeof videoResponseSchema>;

/** One line of a video's transcript: a cue of its stored subtitles. */
export const transcriptCueSchema = z.object({
  /** Seconds from the start of the video. */
  start: z.number(),
  /** Seconds. */
  end: z.number(),
  /** The cue's words, styling tags (`<i>`, `<v Анна>`) removed; lines joined with "\n". */
  text: z.string(),
});
export type TranscriptCue = z.infer<typeof transcriptCueSchema>;

/**
 * GET /api/video/{id}/transcript: the video's cues sorted by start, for premium members and admins
 * (401 "Transcripts are for premium members." for the others). 404 for an id the caller may not
 * see (as GET /api/video/{id}) and, with "There is no transcript for this video.", for a video
 * without subtitles. GET /api/video/{id}/captions.vtt gives the same cues as WebVTT to anyone who
 * may play the video (404 "There are no captions for this video." without subtitles).
 */
export const transcriptResponseSchema = z.object({
  cues: z.array(transcriptCueSchema),
});
export type TranscriptResponse = z.infer<typeof transcriptResponseSchema>;
