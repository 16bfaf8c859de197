import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { okResponseSchema } from "../../../shared/contracts/user";
import type { AppDeps } from "../../app-deps";
import { unauthorized } from "../../lib/app-error";
import { assertListed } from "./video-access";
import { findVideoRecord, markWatched } from "./video-repository";

const idParams = z.object({ id: z.string().min(1).max(100) });

export async function registerVideoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/video/:id/mark-as-watched",
    { schema: { params: idParams, response: { 200: okResponseSchema } } },
    async (request) => {
      const user = await sessions.currentUser(request);
      if (!user || user.is_anonymous) throw unauthorized("Log in or sign up to mark videos as watched.");
      const video = assertListed(await findVideoRecord(db, request.params.id), user);
      await markWatched(db, user.id, video);
      return { ok: true as const };
    },
  );
}
