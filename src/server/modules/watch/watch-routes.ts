import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  watchRoutes,
  watchTimeUpdateRequestSchema,
  watchTimeUpdateResponseSchema,
} from "../../../shared/contracts/watch";
import { localDateOf } from "../../../shared/domain/dates";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { todayTotalMs } from "../user/user-repository";
import { recordSegmentReport } from "./segment-repository";

const FOREIGN_KEY_VIOLATION = "23503";

/** Accepts epoch milliseconds or an ISO 8601 string; refuses anything else with a sentence. */
export function parsePlayingStartTime(value: number | string): number {
  const ms = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms) || ms <= 0) {
    throw badRequest(
      "invalid_request",
      "playingStartTime must be epoch milliseconds or an ISO 8601 date-time.",
    );
  }
  return ms;
}

export async function registerWatchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    watchRoutes.update,
    { schema: { body: watchTimeUpdateRequestSchema, response: { 200: watchTimeUpdateResponseSchema } } },
    async (request) => {
      const user = await sessions.requireUser(request);
      const body = request.body;
      const startMs = parsePlayingStartTime(body.playingStartTime);
      const nowMs = Date.now();
      if (startMs > nowMs + 60_000) throw badRequest("invalid_request", "playingStartTime is in the future.");
      const outcome = await recordSegmentReport(db, {
        userId: user.id,
        videoId: body.videoId,
        startMs,
        elapsedMs: body.elapsedTime * 1000,
        nowMs,
        position: body.lastVideoTime,
        timeZone: body.timezone,
      }).catch((err: { code?: string }) => {
        // The segment's foreign key is the existence check: no extra lookup on this hot path.
        if (err.code === FOREIGN_KEY_VIOLATION) throw notFound("There is no video with this id.");
        throw err;
      });
      const today = localDateOf(nowMs, user.timezone);
      const todayMs =
        outcome.day === today && outcome.dayTotalMs !== null
          ? outcome.dayTotalMs
          : await todayTotalMs(db, user);
      return {
        creditedSeconds: outcome.creditMs / 1000,
        watchTimeSeconds: outcome.totalMs / 1000,
        watchTimeTodaySeconds: todayMs / 1000,
      };
    },
  );
}
