import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  seriesIdParamsSchema,
  seriesListResponseSchema,
  seriesResponseSchema,
  seriesRoutePatterns,
  videoSeriesResponseSchema,
} from "../../../shared/contracts/series";
import { videoIdParamsSchema } from "../../../shared/contracts/video";
import type { AppDeps } from "../../app-deps";
import { createSeriesService } from "./series-service";

/** The learner's series calls: anyone may read them; a session adds their watched marks. */
export async function registerSeriesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const series = createSeriesService(deps);

  r.get(
    seriesRoutePatterns.list,
    { schema: { response: { 200: seriesListResponseSchema } } },
    async (request) => series.list(await deps.sessions.currentUser(request)),
  );

  r.get(
    seriesRoutePatterns.series,
    { schema: { params: seriesIdParamsSchema, response: { 200: seriesResponseSchema } } },
    async (request) => series.series(await deps.sessions.currentUser(request), request.params.id),
  );

  r.get(
    seriesRoutePatterns.ofVideo,
    { schema: { params: videoIdParamsSchema, response: { 200: videoSeriesResponseSchema } } },
    async (request) => series.ofVideo(await deps.sessions.currentUser(request), request.params.id),
  );
}
