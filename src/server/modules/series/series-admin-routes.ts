import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  seriesCreateRequestSchema,
  seriesIdParamsSchema,
  seriesIdResponseSchema,
  seriesRoutePatterns,
  seriesUpdateRequestSchema,
} from "../../../shared/contracts/series";
import type { AppDeps } from "../../app-deps";
import { adminCaller, adminPath } from "../admin/index";
import { createSeriesAdminService } from "./series-admin-service";

/** The series module's admin calls; registered inside the admin gate (admin/admin-plugin.ts). */
export async function registerSeriesAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  const series = createSeriesAdminService(deps);

  r.post(
    adminPath(seriesRoutePatterns.adminCreate),
    { schema: { body: seriesCreateRequestSchema, response: { 200: seriesIdResponseSchema } } },
    async (request) => series.create(adminCaller(request), request.body),
  );

  r.post(
    adminPath(seriesRoutePatterns.adminUpdate),
    {
      schema: {
        params: seriesIdParamsSchema,
        body: seriesUpdateRequestSchema,
        response: { 200: seriesIdResponseSchema },
      },
    },
    async (request) => series.update(adminCaller(request), request.params.id, request.body),
  );

  r.post(
    adminPath(seriesRoutePatterns.adminDelete),
    { schema: { params: seriesIdParamsSchema, response: { 200: seriesIdResponseSchema } } },
    async (request) => series.delete(adminCaller(request), request.params.id),
  );
}
