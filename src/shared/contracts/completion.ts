import { z } from "zod";

export { completionRoutes } from "./completion-values";

/** One level, topic or channel: the learner's part of the videos available in it. */
export const completionGroupSchema = z.object({
  /** The level, topic or channel name, as browse filters by it. */
  name: z.string(),
  /** Available videos the learner has watched (watched fraction over 0.8, docs/product-rules.md "Constants"). */
  watched: z.number().int(),
  /**
   * Videos available: visible and released (premium ones included: browse shows them to everyone),
   * less the ones the learner hid ("Not interested"), which their browse leaves out.
   */
  total: z.number().int(),
  /** Credited watch time of the available videos, each capped at its duration, seconds. */
  watchedSeconds: z.number(),
  /** The durations of the available videos, seconds. */
  totalSeconds: z.number(),
});
export type CompletionGroup = z.infer<typeof completionGroupSchema>;

/**
 * Levels in level order (easiest first), topics and channels in the browse filters' order
 * (Russian collation); a name with no available video is left out.
 */
export const completionResponseSchema = z.object({
  levels: z.array(completionGroupSchema),
  topics: z.array(completionGroupSchema),
  channels: z.array(completionGroupSchema),
});
export type CompletionResponse = z.infer<typeof completionResponseSchema>;
