import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  transcriptResponseSchema,
  videoIdParamsSchema,
  videoRoutePatterns,
} from "../../../shared/contracts/video";
import type { AppDeps } from "../../app-deps";
import { captionsFor, transcriptFor } from "./transcript-service";

/** The transcript under the player and the captions track (docs/product-rules.md, "Captions and transcript"). */
export async function registerTranscriptRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    videoRoutePatterns.transcript,
    { schema: { params: videoIdParamsSchema, response: { 200: transcriptResponseSchema } } },
    async (request, reply) => {
      const user = await sessions.currentUser(request);
      const transcript = await transcriptFor(db, request.params.id, user);
      reply.header("Cache-Control", "private, no-store");
      return transcript;
    },
  );

  r.get(
    videoRoutePatterns.captions,
    { schema: { params: videoIdParamsSchema, hide: true } },
    async (request, reply) => {
      const user = await sessions.currentUser(request);
      const { vtt, premium } = await captionsFor(db, request.params.id, user);
      // A few minutes: an admin's new subtitles show soon; a premium video's stay in the browser.
      return reply
        .header("Content-Type", "text/vtt; charset=utf-8")
        .header("Cache-Control", premium ? "private, max-age=300" : "public, max-age=300")
        .send(vtt);
    },
  );
}
