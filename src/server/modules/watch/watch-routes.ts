import {
  PLAYING_START_TIME_INVALID,
  watchRoutes,
  watchTimeUpdateRequestSchema,
  watchTimeUpdateResponseSchema,
} from "../../../shared/contracts/watch";
import { localDateOf } from "../../../shared/domain/dates";
import { badRequest } from "../../lib/app-error";
import { defineCallerRoutes } from "../user/index";
import { FUTURE_START_MS } from "./credit";
import { createReportQueue } from "./report-queue";

/** Accepts epoch milliseconds or an ISO 8601 string; refuses anything else with a sentence. */
export function parsePlayingStartTime(value: number | string): number {
  const ms = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms) || ms <= 0) {
    throw badRequest("invalid_request", PLAYING_START_TIME_INVALID);
  }
  return Math.floor(ms); // segment starts are stored as whole milliseconds
}

export const registerWatchRoutes = defineCallerRoutes((r, deps) => {
  const { db } = deps;
  const reports = createReportQueue(db);

  r.post(
    watchRoutes.update,
    {
      schema: { body: watchTimeUpdateRequestSchema, response: { 200: watchTimeUpdateResponseSchema } },
      config: { access: "session" },
    },
    async (user, request) => {
      const body = request.body;
      const startMs = parsePlayingStartTime(body.playingStartTime);
      const nowMs = Date.now();
      if (startMs > nowMs + FUTURE_START_MS)
        throw badRequest("invalid_request", "playingStartTime is in the future.");
      const outcome = await reports.record({
        userId: user.id,
        videoId: body.videoId,
        startMs,
        // Whole milliseconds: segment ends are stored as integers.
        elapsedMs: Math.round(body.elapsedTime * 1000),
        nowMs,
        position: body.lastVideoTime,
        timeZone: body.timezone,
        today: localDateOf(nowMs, user.timezone),
      });
      if (outcome.creditMs > 0) {
        await deps.afterInput(user, {
          totalBeforeMs: outcome.totalMs - outcome.creditMs,
          totalAfterMs: outcome.totalMs,
          todayBeforeMs: outcome.todayMs - outcome.creditMs,
          todayAfterMs: outcome.todayMs,
        });
      }
      return {
        creditedSeconds: outcome.creditMs / 1000,
        watchTimeSeconds: outcome.totalMs / 1000,
        watchTimeTodaySeconds: outcome.todayMs / 1000,
      };
    },
  );
});
