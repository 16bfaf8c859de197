import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  watchRoutes,
  watchTimeUpdateRequestSchema,
  watchTimeUpdateResponseSchema,
} from "../../../shared/contracts/watch";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { findUserById, todayTotalMs } from "../user/user-repository";
import { recordSegmentReport } from "./segment-repository";

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
      const video = await db
        .selectFrom("videos")
        .select("id")
        .where("id", "=", body.videoId)
        .executeTakeFirst();
      if (!video) throw notFound("There is no video with this id.");
      const credit = await recordSegmentReport(db, {
        userId: user.id,
        videoId: video.id,
        startMs,
        elapsedMs: body.elapsedTime * 1000,
        nowMs,
        position: body.lastVideoTime,
        timeZone: body.timezone,
      });
      const fresh = (await findUserById(db, user.id)) ?? user;
      return {
        creditedSeconds: credit / 1000,
        watchTimeSeconds: fresh.watch_time_ms / 1000,
        watchTimeTodaySeconds: (await todayTotalMs(db, fresh)) / 1000,
      };
    },
  );
}
