import { z } from "zod";
import { mustBeText, textField } from "./text";
import { videoIdsField, videoSchema } from "./video";

export { seriesRoutePatterns, seriesRoutes } from "./series-values";

/** At most this many episodes in a series. */
export const SERIES_EPISODES_MAX = 500;
/** The longest title and description of a series, in characters (the admin form says the same). */
export const SERIES_TITLE_MAX = 200;
export const SERIES_DESCRIPTION_MAX = 5000;

/** A series id in the path (a uuid, as the list gives it). */
export const seriesIdParamsSchema = z.object({
  id: z.uuid({ error: "This is not a series id: take it from the list of series (GET /api/series)." }),
});

/** One series in the list, with the caller's own progress through it. */
export const seriesSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Its first episode's thumbnail ("" while it has no episode the caller sees). */
  thumbnailUrl: z.string(),
  /** Its first episode's channel. */
  channelName: z.string(),
  /** Episodes the caller sees (premium ones included, locked without premium). */
  episodes: z.number(),
  /** The easiest and the hardest level of those episodes ("" without episodes). */
  minLevel: z.string(),
  maxLevel: z.string(),
  /** Their total length, seconds. */
  totalSeconds: z.number(),
  /** How many of them the caller has watched (docs/product-rules.md "Watching"). */
  watchedEpisodes: z.number(),
});
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

/** GET /api/series: every series with an episode the caller sees (every series for an admin), by title. */
export const seriesListResponseSchema = z.object({ series: z.array(seriesSummarySchema) });
export type SeriesListResponse = z.infer<typeof seriesListResponseSchema>;

/** A video card of a series, with its number in the series as the caller sees it (from 1). */
export const seriesEpisodeSchema = videoSchema.extend({
  episode: z.number(),
  /** The caller has watched it (over 80% of it, docs/product-rules.md "Watching"). */
  watched: z.boolean(),
});
export type SeriesEpisode = z.infer<typeof seriesEpisodeSchema>;

/** GET /api/series/{id}: the series and its episodes in order. */
export const seriesResponseSchema = z.object({
  series: seriesSummarySchema.pick({ id: true, title: true, description: true, thumbnailUrl: true }),
  episodes: z.array(seriesEpisodeSchema),
});
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;

/**
 * GET /api/video/{id}/series: the series the video is an episode of, its number and the next
 * episode the caller sees (what autoplay plays first); `series` null when it is in none.
 */
export const videoSeriesResponseSchema = z.object({
  series: seriesSummarySchema.pick({ id: true, title: true }).nullable(),
  episode: z.number(),
  episodes: z.number(),
  /** The next episode the caller sees, as a card (locked without premium), or null after the last. */
  next: videoSchema.nullable(),
});
export type VideoSeriesResponse = z.infer<typeof videoSeriesResponseSchema>;

const titleField = textField({
  notText: "The title is required.",
  empty: "The title is required.",
  max: SERIES_TITLE_MAX,
  tooLong: `The title can have at most ${SERIES_TITLE_MAX} characters.`,
  label: "The title",
});
const descriptionField = textField({
  notText: mustBeText("The description"),
  max: SERIES_DESCRIPTION_MAX,
  tooLong: `The description can have at most ${SERIES_DESCRIPTION_MAX} characters.`,
  label: "The description",
  trim: false,
});
const episodeIdsField = videoIdsField("Each video id").max(SERIES_EPISODES_MAX, {
  error: `A series can have at most ${SERIES_EPISODES_MAX} episodes.`,
});

/** POST /api/admin/series: a new series with its episodes in order. */
export const seriesCreateRequestSchema = z.object({
  title: titleField,
  description: descriptionField.default(""),
  /** The episodes, first to last. */
  videoIds: episodeIdsField.default([]),
});
export type SeriesCreateRequest = z.input<typeof seriesCreateRequestSchema>;

/** POST /api/admin/series/{id}/update: what is given changes; `videoIds` is the new order. */
export const seriesUpdateRequestSchema = z.object({
  title: titleField.optional(),
  description: descriptionField.optional(),
  videoIds: episodeIdsField.optional(),
});
export type SeriesUpdateRequest = z.input<typeof seriesUpdateRequestSchema>;

export const seriesIdResponseSchema = z.object({ id: z.string() });
