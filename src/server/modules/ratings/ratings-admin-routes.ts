import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminVideoRatingsResponseSchema, ratingsRoutePatterns } from "../../../shared/contracts/ratings";
import { videoIdParamsSchema } from "../../../shared/contracts/video";
import type { AppDeps } from "../../app-deps";
import { adminPath } from "../admin/index";
import { videoRatingCounts } from "./ratings-repository";

/** The ratings' admin call, registered inside the admin gate (admin/admin-plugin.ts): a video's ratings, counted. */
export async function registerRatingsAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  r.get(
    adminPath(ratingsRoutePatterns.adminRatings),
    { schema: { params: videoIdParamsSchema, response: { 200: adminVideoRatingsResponseSchema } } },
    async (request) => {
      const { lastRatedAt, ...counts } = await videoRatingCounts(deps.db, request.params.id);
      return { ...counts, lastRatedAt: lastRatedAt?.toISOString() ?? null };
    },
  );
}
