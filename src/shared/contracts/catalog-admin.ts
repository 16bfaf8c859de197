import { z } from "zod";
import { VIDEO_LEVELS } from "../domain/levels";
import { DRAFT_FIELDS } from "../domain/video-draft";
import { booleanField, notTrueOrFalse } from "./boolean-field";
import { isoDateTimeField } from "./date-fields";
import { hasNoNul, noNul, textField } from "./text";

/** The admin calls on the catalog (docs/api.md; docs/screens.md "Messages"; docs/admin.md). */
export const catalogAdminRoutes = {
  videos: "/api/admin/video",
  videoOptions: "/api/admin/video-options",
  videoAdd: "/api/admin/video/add",
  videoUpdate: "/api/admin/video/update",
  videoFiles: "/api/admin/video/files",
  /** The stored subtitles as a .vtt file. */
  videoTranscript: (id: string) => `/api/admin/video/${encodeURIComponent(id)}/transcript`,
  topics: "/api/admin/topic",
  topicAdd: "/api/admin/topic/add",
  topicRemove: "/api/admin/topic/remove",
  speakers: "/api/admin/speaker",
  speakerAdd: "/api/admin/speaker/add",
  speakerRemove: "/api/admin/speaker/remove",
  channels: "/api/admin/channel",
  channelAdd: "/api/admin/channel/add",
  channelRemove: "/api/admin/channel/remove",
} as const;

/**
 * The server's answer to adding a name that exists in any letter case (409), naming it as stored:
 * the admin finds it in the list (docs/admin.md "Topics, speakers, channels").
 */
export function catalogNameExistsText(kind: "topic" | "speaker" | "channel", stored: string): string {
  return `The ${kind} “${stored}” already exists: it is in the list.`;
}

/** The texts of the admin catalog pages (docs/product-rules.md "Validation"; docs/screens.md "Messages"). */
export const CATALOG_ADMIN_TEXTS = {
  videoUpdated: "Video updated.",
  videoUpdateFailed: "Failed to update video. Please try again later.",
  videoFilesFailed: "The fields were saved, but the files could not be replaced:",
  videoAddFailed: "Failed to register video: ",
  topicsLoadFailed: "Could not retrieve topics.",
  topicRemoveFailed: "Could not remove topic. Make sure that this topic is not used in any videos.",
  topicAddFailed: "Could not add topic. Please try again.",
  speakersLoadFailed: "Could not retrieve speakers.",
  speakerRemoveFailed: "Could not remove speaker. Make sure that this speaker is not used in any videos.",
  speakerAddFailed: "Could not add speaker. Please try again.",
  channelsLoadFailed: "Could not retrieve channels.",
  channelRemoveFailed: "Could not remove channel. Make sure that this channel is not used in any videos.",
  channelAddFailed: "Could not add channel. Please try again.",
  channelNameRequired: "Channel name is required",
  channelUrlRequired: "Channel url is required",
  linkRequired: "Youtube link is required",
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  thumbnailRequired: "Thumbnail is required",
  thumbnailNotFile: "Thumbnail must be a file",
  /** Add video: a YouTube link and an own video file are either-or (docs/admin.md "Our own videos"). */
  linkAndVideo: "Give either a YouTube link or a video file, not both.",
  levelRequired: "Level is required",
  scheduleDateRequired: "Schedule date is required",
  speakerRequired: "Speaker is required",
  topicRequired: "Topic is required",
} as const;

/** Rows per page and page buttons of the video list (docs/product-rules.md "Constants"). */
export const VIDEO_LIST_PAGE_SIZE = 15;
export const VIDEO_LIST_PAGE_BUTTONS = 11;

/**
 * The limits of a video's text, for the admin's forms and the content planner alike
 * (docs/product-rules.md "Validation"; docs/content-planner.md "The order of checks").
 */
export const VIDEO_TITLE_MAX_CHARS = 300;
export const VIDEO_DESCRIPTION_MAX_CHARS = 10_000;
/** A channel's, speaker's or topic's name. */
export const CATALOG_NAME_MAX_CHARS = 100;
/** Speakers, and topics, of one video. */
export const VIDEO_NAMES_MAX = 50;

/** Where an uploaded video file is (docs/admin.md "Our own videos"). */
export const VIDEO_FILE_JOB_STATES = ["queued", "transcoding", "ready", "failed"] as const;
export type VideoFileJobState = (typeof VIDEO_FILE_JOB_STATES)[number];

/** An own video's file: its transcode's state, per cent while transcoding, and why it failed. */
export const videoFileStatusSchema = z.object({
  state: z.enum(VIDEO_FILE_JOB_STATES),
  /** 0–100, while `transcoding`. */
  progress: z.number(),
  /** Why the transcode failed; null otherwise. */
  error: z.string().nullable(),
});

/** A video as the admin list shows it: every video, hidden, scheduled and premium included. */
export const adminVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** "youtube" or "file". */
  platform: z.string(),
  /** YouTube id or media file name. */
  onPlatformId: z.string(),
  thumbnailUrl: z.string(),
  /** Seconds. */
  duration: z.number(),
  level: z.string(),
  premium: z.boolean(),
  visible: z.boolean(),
  /** Publication (schedule) date-time. */
  uploadDate: isoDateTimeField,
  channelId: z.number(),
  channelName: z.string(),
  speakers: z.array(z.string()),
  /** Topic names. */
  tags: z.array(z.string()),
  hasSubtitles: z.boolean(),
  hasAudio: z.boolean(),
  /**
   * A planner draft's missing fields (docs/content-planner.md "Drafts"): listed under "Needs
   * attention", kept from learners until completed; [] for a complete video.
   */
  missing: z.array(z.enum(DRAFT_FIELDS)),

  /** An uploaded video file's transcode; absent or null for YouTube videos and the demo's files. */
  videoFile: videoFileStatusSchema.nullable().optional(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

/** GET /api/admin/video (docs/api.md): newest first. */
export const adminVideosResponseSchema = z.object({
  videos: z.array(adminVideoSchema),
  /** Channel id (as a string key) → channel name. */
  channelId2ChannelName: z.object({}).catchall(z.string()),
  /** Every speaker name, sorted. */
  speakers: z.array(z.string()),
});
export type AdminVideosResponse = z.infer<typeof adminVideosResponseSchema>;

export const channelSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  /** How many videos use it. */
  videoCount: z.number().int(),
});
export type Channel = z.infer<typeof channelSchema>;
export const namedItemSchema = z.object({ name: z.string(), videoCount: z.number().int() });
export type NamedItem = z.infer<typeof namedItemSchema>;

/** GET /api/admin/video-options: what the add-video and edit forms choose from. */
export const videoOptionsResponseSchema = z.object({
  levels: z.array(z.string()),
  topics: z.array(z.string()),
  speakers: z.array(z.string()),
  channels: z.array(channelSchema),
});

/** Topic, speaker and channel calls each answer the new list (docs/api.md). */
export const topicsResponseSchema = z.object({ topics: z.array(namedItemSchema) });
export const speakersResponseSchema = z.object({ speakers: z.array(namedItemSchema) });
export const channelsResponseSchema = z.object({ channels: z.array(channelSchema) });

const requiredText = (label: string, message: string, max: number) =>
  textField({
    notText: message,
    empty: message,
    max,
    tooLong: `${label} can have at most ${max} characters.`,
    label,
  });

/** `?name=` of topic/speaker add and remove, and channel remove. Names are trimmed. */
export const nameQuerySchema = z.object({
  name: requiredText("The name", "A name is required.", CATALOG_NAME_MAX_CHARS),
});

/** POST /api/admin/channel/add. */
export const channelAddRequestSchema = z.object({
  name: requiredText("The channel name", CATALOG_ADMIN_TEXTS.channelNameRequired, CATALOG_NAME_MAX_CHARS),
  url: requiredText("The channel url", CATALOG_ADMIN_TEXTS.channelUrlRequired, 2000).refine(
    (v) => /^https?:\/\/[^\s/]+/i.test(v),
    { error: "The channel url must start with http:// or https://." },
  ),
});

/** Seconds as a number, or "s", "m:ss", "h:mm:ss" (docs/product-rules.md "Validation"). */
export const durationField = z
  .union([z.number(), z.string()], {
    error: "The duration is required: seconds, m:ss or h:mm:ss.",
  })
  .transform((value, ctx) => {
    const seconds = typeof value === "number" ? value : parseDuration(value);
    if (seconds === null || !Number.isFinite(seconds) || seconds <= 0 || seconds > 24 * 3600) {
      ctx.addIssue({
        code: "custom",
        message: "The duration must be seconds, m:ss or h:mm:ss, more than 0 and at most 24 hours.",
      });
      return z.NEVER;
    }
    return Math.round(seconds);
  });

function parseDuration(text: string): number | null {
  const parts = text.trim().split(":");
  if (parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** An ISO 8601 date or date-time. */
const isoDateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v), {
      error: "The date must be an ISO 8601 date such as 2026-03-31 or 2026-03-31T10:00:00Z.",
    })
    .refine(
      (v) => {
        const year = Number(v.slice(0, 4));
        return year >= 2000 && year <= 2100;
      },
      { error: "The date's year must be between 2000 and 2100." },
    );

const nameList = (message: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(CATALOG_NAME_MAX_CHARS, {
          error: `A name can have at most ${CATALOG_NAME_MAX_CHARS} characters.`,
        })
        .refine(hasNoNul, noNul("A name")),
      { error: message },
    )
    .min(1, { error: message })
    .max(VIDEO_NAMES_MAX, { error: `At most ${VIDEO_NAMES_MAX} names.` });

const levelField = z
  .string({ error: CATALOG_ADMIN_TEXTS.levelRequired })
  .min(1, { error: CATALOG_ADMIN_TEXTS.levelRequired })
  .refine((v) => (VIDEO_LEVELS as readonly string[]).includes(v), {
    error: `The level must be one of ${VIDEO_LEVELS.join(", ")}.`,
  });

/**
 * POST /api/admin/video/update (docs/api.md): the whole video; every field is validated and stored.
 * `topics` and `level` may be left out to keep the stored ones.
 */
export const adminVideoUpdateRequestSchema = z.object({
  videoId: requiredText("videoId", "videoId is required.", 100),
  title: requiredText("The title", CATALOG_ADMIN_TEXTS.titleRequired, VIDEO_TITLE_MAX_CHARS),
  description: textField({
    notText: "The description must be text (it may be empty).",
    max: VIDEO_DESCRIPTION_MAX_CHARS,
    tooLong: `The description can have at most ${VIDEO_DESCRIPTION_MAX_CHARS} characters.`,
    label: "The description",
    trim: false,
  }),
  uploadDate: isoDateField(CATALOG_ADMIN_TEXTS.scheduleDateRequired),
  onPlatformId: requiredText("onPlatformId", "onPlatformId is required.", 200),
  channelId: z.coerce.number({ error: "channelId must be a channel's id." }).int().positive(),
  duration: durationField,
  premium: booleanField("premium"),
  visible: booleanField("visible"),
  speakers: nameList(CATALOG_ADMIN_TEXTS.speakerRequired),
  topics: nameList(CATALOG_ADMIN_TEXTS.topicRequired).optional(),
  level: levelField.optional(),
});
export type AdminVideoUpdateRequest = z.input<typeof adminVideoUpdateRequestSchema>;

/** A boolean form field: "true"/"false" (also yes/no, 1/0, on/off). */
const formBoolean = (field: string) =>
  z.union([z.boolean(), z.string()]).transform((v, ctx) => {
    if (typeof v === "boolean") return v;
    const t = v.trim().toLowerCase();
    if (["true", "yes", "1", "on"].includes(t)) return true;
    if (["false", "no", "0", "off", ""].includes(t)) return false;
    ctx.addIssue({ code: "custom", message: notTrueOrFalse(field) });
    return z.NEVER;
  });

/** Names sent as a repeated field or one comma list (quoted values may hold commas, docs/product-rules.md "Validation"). */
export const formNameList = (message: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: message })
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(nameList(message));

/**
 * The text fields of POST /api/admin/video/add (multipart; docs/product-rules.md "Validation"), checked by the form and
 * again by the server with the same texts. The files (`thumbnail` required: JPEG, PNG or WebP of at
 * most 5 MB, checked by its bytes; optional `subtitles` .vtt/.srt and `audio` .mp3) are checked by
 * the server. `speakers` and `topics` arrive as comma lists or repeated fields: the server splits a
 * comma list with the quoted-comma rule before this schema (parseCommaList).
 */
export const videoAddFieldsSchema = z.object({
  link: requiredText("The link", CATALOG_ADMIN_TEXTS.linkRequired, 2000),
  title: requiredText("The title", CATALOG_ADMIN_TEXTS.titleRequired, VIDEO_TITLE_MAX_CHARS),
  description: requiredText(
    "The description",
    CATALOG_ADMIN_TEXTS.descriptionRequired,
    VIDEO_DESCRIPTION_MAX_CHARS,
  ),
  level: levelField,
  uploadDate: isoDateField(CATALOG_ADMIN_TEXTS.scheduleDateRequired),
  channelId: z.coerce
    .number({ error: "Choose a channel." })
    .int({ error: "Choose a channel." })
    .positive({ error: "Choose a channel." }),
  duration: durationField,
  premium: formBoolean("premium").default(false),
  speakers: nameList(CATALOG_ADMIN_TEXTS.speakerRequired),
  topics: nameList(CATALOG_ADMIN_TEXTS.topicRequired),
});

/** POST /api/admin/video/update answers the video as it is now stored. */
export const adminVideoUpdateResponseSchema = z.object({ video: adminVideoSchema });

/** POST /api/admin/video/add answers the new video's id (docs/api.md). */
export const videoAddResponseSchema = z.object({ video: z.object({ id: z.string() }) });

/** The largest thumbnail accepted, in bytes. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
/** The largest subtitles file (.vtt or .srt) accepted, in bytes. */
export const SUBTITLES_MAX_BYTES = 2 * 1024 * 1024;
/** The largest audio file (.mp3) accepted, in bytes: over an hour at 192 kbit/s. */
export const AUDIO_MAX_BYTES = 100 * 1024 * 1024;
