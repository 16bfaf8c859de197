import {
  rateVideoRequestSchema,
  ratingsRoutePatterns,
  videoRatingResponseSchema,
} from "../../../shared/contracts/ratings";
import { videoIdParamsSchema } from "../../../shared/contracts/video";
import { defineCallerRoutes } from "../user/index";
import { createRatings } from "./ratings-service";

/**
 * GET and POST /api/video/{id}/rating (contract: shared/contracts/ratings.ts). Registered learners
 * only: ratings move what every learner is shown, so a fresh anonymous session does not get a vote;
 * a read token may read the caller's rating, a write token rate, like the other learner writes.
 */
export const registerRatingsRoutes = defineCallerRoutes((r, deps) => {
  const ratings = createRatings(deps.db);

  r.get(
    ratingsRoutePatterns.rating,
    {
      schema: { params: videoIdParamsSchema, response: { 200: videoRatingResponseSchema } },
      config: { access: "registered", token: "read" },
    },
    async (caller, request) => ratings.read(caller, request.params.id),
  );

  r.post(
    ratingsRoutePatterns.rating,
    {
      schema: {
        params: videoIdParamsSchema,
        body: rateVideoRequestSchema,
        response: { 200: videoRatingResponseSchema },
      },
      config: { access: "registered", token: "write" },
    },
    async (caller, request) => ratings.rate(caller, request.params.id, request.body.rating),
  );
});
