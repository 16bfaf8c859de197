import { z } from "zod";
import { isCalendarDate, isClockTime, parseIsoDateTime } from "../domain/calendar";
import { LANGUAGE_GROUP_NAMES } from "../domain/languages";
import { LEVEL_BANDS, type LevelBand, PACE_WINDOW_DAYS } from "../domain/learner-level";
import {
  AT_LEAST_ONE_MINUTE,
  END_DATE_NOT_ISO,
  FILL_IN_ALL_FIELDS,
  OFF_PLATFORM_COMMENT_MAX,
  OFF_PLATFORM_MAX_MINUTES,
} from "../domain/off-platform-entry";
import { assessmentSchema } from "./assessments";
import { isoDateTimeField, localDateField } from "./date-fields";
import { apiErrorSchema } from "./errors";
import { inputStatisticsSchema } from "./input-statistics";
import { journalEntrySchema } from "./journal";
import { notificationSchema } from "./notifications";
import { EXPORT_FORMATS } from "./progress-values";
import { exportedRatingSchema } from "./ratings";
import { mustBeText, textField } from "./text";
import { inputTotalsSchema } from "./user";
import { exportedVideoSchema } from "./video";
import { learnerWordSchema } from "./words";

export { EXPORT_FORMATS, type ExportFormat, progressRoutes } from "./progress-values";

const levelBandSchema = z.object({
  /** "" for the open top band, which has no name (docs/progress.md "Level and the language factor"). */
  name: z.string(),
  /** Hours, already multiplied by the learner's language factor. */
  hourMin: z.number(),
  /** Exclusive upper bound in hours; null for the open top band. */
  hourMax: z.number().nullable(),
}) satisfies z.ZodType<LevelBand>;

export const streaksSchema = z.object({
  /** Consecutive days up to today that met the daily goal; today counts once it is met. */
  current: z.number().int(),
  /** The most consecutive days ever that met the daily goal. */
  longest: z.number().int(),
  todayMet: z.boolean(),
});

/**
 * GET /api/user/overall: everything the progress page's summary shows, for any visitor with a
 * session (anonymous ones too). Totals are total input: video watch time + off-platform input.
 */
export const overallResponseSchema = z.object({
  /** Total input in hours (fractional). */
  hours: z.number().describe("Total input (video + off-platform) in hours, fractional."),
  /** Words heard (docs/progress.md "Totals"), rounded. */
  words: z.number().int(),
  totalSeconds: z.number(),
  videoSeconds: z.number(),
  offPlatformSeconds: z.number(),
  /** The learner's local date (YYYY-MM-DD) and the time zone it was taken in. */
  today: localDateField.describe("The learner's local date, YYYY-MM-DD."),
  timezone: z
    .string()
    .describe("The learner's IANA time zone, e.g. Europe/Moscow: entries are on its wall clock."),
  /** Multiplies every band's hours: the minimum group factor over the learner's languages. */
  languageFactor: z.number(),
  /** The language that sets the factor and its group (explanations: shared/domain/languages); null if none is known. */
  factorLanguage: z
    .object({
      value: z.string(),
      label: z.string(),
      group: z.enum(LANGUAGE_GROUP_NAMES),
      explanation: z.string(),
    })
    .nullable(),
  level: levelBandSchema.extend({
    /** Index into `levels`. */
    index: z.number().int(),
    /** How far through the band, 0..1; null in the open top band. */
    progress: z.number().nullable(),
    hoursToNext: z.number().nullable(),
  }),
  /** All level bands (docs/progress.md "Level and the language factor"), scaled, easiest first (as many as LEVEL_BANDS). */
  levels: z.array(levelBandSchema).length(LEVEL_BANDS.length),
  /** The level bar runs from 0 to maxHours with a tick every tickStep hours (10 to 20 ticks). */
  levelBar: z.object({ maxHours: z.number(), tickStep: z.number() }),
  dailyGoalMinutes: z.number(),
  streaks: streaksSchema,
  /** Input of the last PACE_WINDOW_DAYS local days, today included. */
  pace: z.object({ days: z.literal(PACE_WINDOW_DAYS), hours: z.number(), hoursPerDay: z.number() }),
  /**
   * The next bands at the 7-day, 30-day and all-time pace (shared/domain/forecast, docs/progress.md
   * "Forecast"); `paces` is empty until the history is MIN_FORECAST_HISTORY_DAYS long.
   */
  forecast: z.object({
    historyDays: z.number().int().describe("Local days from the first with input to today, both included."),
    paces: z.array(
      z.object({
        days: z.number().int().describe("The pace's window: 7, 30, or the whole history (allTime)."),
        allTime: z.boolean(),
        hoursPerDay: z.number(),
        milestones: z.array(
          z.object({
            name: z.string(),
            /** Scaled hours at which the band starts. */
            hourMin: z.number(),
            date: z
              .string()
              .nullable()
              .describe("Local date the band is reached; null at a pace of 0 or over 10 years away."),
          }),
        ),
      }),
    ),
  }),
  /** Averages, best day, the dates the bands were reached, the final goal's daily minutes. */
  statistics: inputStatisticsSchema,
});
export type OverallResponse = z.infer<typeof overallResponseSchema>;

const calendarDate = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD.` })
    .refine(isCalendarDate, { error: `${field} must be a date written YYYY-MM-DD.` });

/** The longest range one heatmap call returns: ten years. */
export const MAX_HEATMAP_DAYS = 3660;

/** GET /api/user/daily-totals?from&to: the consistency graph. Default: the last 365 days to today. */
export const dailyTotalsQuerySchema = z.object({
  from: calendarDate("from")
    .optional()
    .describe("First local date, YYYY-MM-DD (default: 364 days before `to`)."),
  to: calendarDate("to").optional().describe("Last local date, YYYY-MM-DD (default: today)."),
});

export const dailyTotalsResponseSchema = z.object({
  from: localDateField,
  to: localDateField,
  today: localDateField,
  dailyGoalMinutes: z.number(),
  /** Every date from `from` to `to`, in order, days without input included. */
  days: z.array(
    z.object({
      date: localDateField.describe("A local date of the learner, YYYY-MM-DD."),
      videoSeconds: z.number().describe("Video watch time credited that day."),
      offPlatformSeconds: z.number().describe("Off-platform input that started that day."),
      totalSeconds: z.number().describe("videoSeconds + offPlatformSeconds."),
      /** Intensity 0..4 against the daily goal (shared/domain/heatmap). */
      level: z.number().int().min(0).max(4),
    }),
  ),
  streaks: streaksSchema,
});
export type DailyTotalsResponse = z.infer<typeof dailyTotalsResponseSchema>;

/** One off-platform log entry (docs/product-rules.md "Data and defaults"). */
export const offPlatformLogSchema = z.object({
  id: z.string().describe("The entry's id (to delete it)."),
  /** The learner's local date and time (HH:MM) the input started; it counts on that date. */
  startDate: localDateField.describe(
    "The learner's local date it started (YYYY-MM-DD); it counts on that date.",
  ),
  startTime: z.string().describe("The learner's local time it started, HH:MM."),
  /** When it ended, in UTC. */
  endDate: isoDateTimeField.describe("When it ended, ISO 8601 in UTC."),
  minutes: z.number().int().describe("Minutes of input."),
  comment: z.string(),
});
export type OffPlatformLog = z.infer<typeof offPlatformLogSchema>;

/** GET /api/user/off-platform-logs: newest first. */
export const offPlatformLogsResponseSchema = z.object({ logs: z.array(offPlatformLogSchema) });

/** GET /api/user/export?format=csv|json (default json): the learner's whole history, as a download. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be csv or json." }).default("json"),
});

/**
 * The JSON export. The CSV export is one file with a `section` column (dailyTotal, video,
 * offPlatformLog, journal) and the columns EXPORT_CSV_COLUMNS, blank where a section has no such field.
 */
export const exportJsonSchema = z.object({
  exportedAt: isoDateTimeField,
  user: z.object({
    name: z.string(),
    email: z.string(),
    timezone: z.string(),
    languages: z.string(),
    totalInputSeconds: z.number(),
    dailyGoalMinutes: z.number(),
    finalGoalMinutes: z.number(),
    finalGoalDate: isoDateTimeField,
  }),
  dailyTotals: z.array(
    z.object({ date: localDateField, videoSeconds: z.number(), offPlatformSeconds: z.number() }),
  ),
  videos: z.array(
    exportedVideoSchema.extend({
      watchedSeconds: z.number(),
      positionSeconds: z.number(),
      lastWatchedAt: isoDateTimeField,
    }),
  ),
  /** The off-platform entries, oldest first. */
  offPlatformLogs: z.array(offPlatformLogSchema.omit({ id: true })),
  /** The progress journal, oldest first (docs/progress.md "Journal"). */
  journal: z.array(journalEntrySchema.omit({ id: true })),
  /** The self-assessments, oldest first (docs/progress.md "Self-assessments"); not in the CSV. */
  assessments: z.array(assessmentSchema.omit({ id: true })),
  /** The notifications, oldest first (docs/product-rules.md "Notifications"); not in the CSV. */
  notifications: z.array(notificationSchema.omit({ id: true })),
  /**
   * The playlists (docs/product-rules.md "Playlists"), "Watch later" first, each video in the
   * list's order; not in the CSV.
   */
  playlists: z.array(
    z.object({
      name: z.string(),
      watchLater: z.boolean(),
      videos: z.array(exportedVideoSchema),
    }),
  ),
  /** The learner's ratings of videos, oldest first (docs/words.md "Ratings"); not in the CSV. */
  ratings: z.array(exportedRatingSchema),
  /** The learner's words heard or starred, most heard first (docs/words.md); not in the CSV. */
  words: z.array(learnerWordSchema),
});
export type ExportJson = z.infer<typeof exportJsonSchema>;

export const EXPORT_CSV_COLUMNS = [
  "section",
  "date",
  "videoSeconds",
  "offPlatformSeconds",
  "videoId",
  "title",
  "watchedSeconds",
  "positionSeconds",
  "lastWatchedAt",
  "startDate",
  "startTime",
  "endDate",
  "minutes",
  "comment",
  "text",
] as const;

const required = (invalid: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? FILL_IN_ALL_FIELDS : invalid),
    })
    .trim()
    .min(1, { error: FILL_IN_ALL_FIELDS });

// Form fields may send the minutes as text; "" stays text so that it reads as missing.
const wholeMinutes = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v === "" ? undefined : v),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? FILL_IN_ALL_FIELDS
          : "Minutes must be a whole number.",
    })
    .int({ error: "Minutes must be a whole number." })
    .min(1, { error: AT_LEAST_ONE_MINUTE })
    .max(OFF_PLATFORM_MAX_MINUTES, {
      error: `One entry can hold at most 24 hours (${OFF_PLATFORM_MAX_MINUTES} minutes).`,
    }),
);

export const startDateField = required("Start date must be a date written YYYY-MM-DD.").refine(
  isCalendarDate,
  {
    error: "Start date must be a date written YYYY-MM-DD.",
  },
);
export const startTimeField = required("Start time must be a time written HH:MM.").refine(isClockTime, {
  error: "Start time must be a time written HH:MM (24-hour clock).",
});

/**
 * POST /api/user/off-platform-time. Each field is checked here; the server then checks, in the
 * learner's time zone, that the start is before the end and not in the future and that the
 * minutes fit between them (shared/domain/off-platform-entry).
 */
export const offPlatformEntryRequestSchema = z.object({
  startDate: startDateField.describe("The learner's local date the input started, YYYY-MM-DD."),
  startTime: startTimeField.describe("The learner's local time it started, HH:MM (24-hour clock)."),
  /** ISO 8601 date-time; without an offset it is read on the learner's wall clock. */
  endDate: required(END_DATE_NOT_ISO)
    .refine((v) => parseIsoDateTime(v, "UTC") !== null, { error: END_DATE_NOT_ISO })
    .describe("When it ended, ISO 8601; without an offset it is read on the learner's wall clock."),
  /** Whole minutes of input, 1 to 1440. */
  minutes: wholeMinutes.describe("Whole minutes of input, 1 to 1440; they must fit between start and end."),
  comment: textField({
    notText: mustBeText("The comment"),
    max: OFF_PLATFORM_COMMENT_MAX,
    tooLong: `A comment can have at most ${OFF_PLATFORM_COMMENT_MAX} characters.`,
    label: "A comment",
  })
    .default("")
    .describe(`What it was, e.g. "Reading: a novel" (at most ${OFF_PLATFORM_COMMENT_MAX} characters).`),
});
export type OffPlatformEntryRequest = z.input<typeof offPlatformEntryRequestSchema>;

/**
 * POST /api/user/off-platform-log/delete: by `id`, or by the entry's startDate, startTime and
 * minutes as the delete call sends them (docs/api.md) (those three identify an entry: the server refuses duplicates).
 */
export const offPlatformDeleteRequestSchema = z
  .object({
    id: z
      .string({ error: "id must be the id of a log entry." })
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
        error: "id must be the id of a log entry.",
      })
      .optional(),
    startDate: startDateField.optional(),
    startTime: startTimeField.optional(),
    minutes: wholeMinutes.optional(),
  })
  .refine((b) => b.id !== undefined || (b.startDate && b.startTime && b.minutes !== undefined), {
    error: "Say which entry to delete: send its id, or its startDate, startTime and minutes.",
  });

/** The answer to adding, deleting or importing entries: the new log and the learner's new totals. */
export const offPlatformChangeResponseSchema = offPlatformLogsResponseSchema.extend({
  ok: z.literal(true),
  /** Entries added (1 for one entry, the row count for an import) or removed. */
  count: z.number().int(),
  ...inputTotalsSchema.shape,
});
export type OffPlatformChangeResponse = z.infer<typeof offPlatformChangeResponseSchema>;

/**
 * POST /api/user/off-platform-import, multipart with one field `file`: a CSV with the header
 * startDate,startTime,minutes,comment (endDate optional; columns in any order). All rows or none
 * are imported; the answer is offPlatformChangeResponseSchema with `count` = entries imported.
 * A 400 about the rows carries `rowErrors`, one per bad row; one about the whole file (no file,
 * no header, not CSV) carries none.
 */
export const offPlatformImportErrorSchema = apiErrorSchema.extend({
  /** `line` is the line of the file (the header is line 1); at most 100 are listed. */
  rowErrors: z.array(z.object({ line: z.number().int(), error: z.string() })).optional(),
});
export type OffPlatformImportError = z.infer<typeof offPlatformImportErrorSchema>;
