import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AUDIO_MAX_BYTES,
  adminVideosResponseSchema,
  adminVideoUpdateRequestSchema,
  adminVideoUpdateResponseSchema,
  CATALOG_ADMIN_TEXTS,
  catalogAdminRoutes,
  channelAddRequestSchema,
  channelsResponseSchema,
  nameQuerySchema,
  speakersResponseSchema,
  topicsResponseSchema,
  videoAddResponseSchema,
  videoOptionsResponseSchema,
} from "../../../shared/contracts/catalog-admin";
import { videoIdParamsSchema } from "../../../shared/contracts/video";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { adminCaller, adminPath } from "../admin/index";
import { attachmentHeader } from "../video/index";
import { createCatalogAdminService } from "./catalog-admin-service";
import { checkVideoAdd } from "./catalog-admin-upload";
import { registerPlannerAdminRoutes } from "./planner/planner-routes";

/** The product's texts (docs/product-rules.md "Validation: what a form accepts") of a JSON body's missing fields, and the code each is answered with. */
const REQUIRED_CODES = new Map<string, string>([
  [CATALOG_ADMIN_TEXTS.titleRequired, "title_required"],
  [CATALOG_ADMIN_TEXTS.scheduleDateRequired, "schedule_date_required"],
  [CATALOG_ADMIN_TEXTS.speakerRequired, "speaker_required"],
  [CATALOG_ADMIN_TEXTS.topicRequired, "topic_required"],
  [CATALOG_ADMIN_TEXTS.levelRequired, "level_required"],
  [CATALOG_ADMIN_TEXTS.channelNameRequired, "channel_name_required"],
  [CATALOG_ADMIN_TEXTS.channelUrlRequired, "channel_url_required"],
]);

/**
 * A body that failed its schema (routes with `attachValidation`): a 400 whose `error` is the
 * schema's sentence exactly as docs/product-rules.md "Validation: what a form accepts" writes it ("Title is required"), with no field prefix.
 */
function refuseInvalidBody(request: FastifyRequest): void {
  const failure = request.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
  if (!failure) return;
  const message = failure.validation?.[0]?.message ?? failure.message;
  throw badRequest(REQUIRED_CODES.get(message) ?? "invalid_request", message);
}

/** Per call: an add carries a thumbnail, subtitles and audio, and speakers and topics as repeated fields. */
const VIDEO_ADD_MULTIPART = { limits: { files: 3, fileSize: AUDIO_MAX_BYTES, fields: 150 } };

/** The catalog module's admin calls (docs/admin.md "Catalog"); registered inside the admin gate. */
export async function registerCatalogAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  const catalog = createCatalogAdminService({ ...deps, log: admin.log });
  const noStore = { "cache-control": "no-store" };

  r.get(
    adminPath(catalogAdminRoutes.videos),
    { schema: { response: { 200: adminVideosResponseSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return catalog.videos();
    },
  );

  r.get(
    adminPath(catalogAdminRoutes.videoOptions),
    { schema: { response: { 200: videoOptionsResponseSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return catalog.videoOptions(VIDEO_LEVELS);
    },
  );

  r.post(
    adminPath(catalogAdminRoutes.videoUpdate),
    {
      attachValidation: true,
      schema: { body: adminVideoUpdateRequestSchema, response: { 200: adminVideoUpdateResponseSchema } },
    },
    async (request) => {
      refuseInvalidBody(request);
      return { video: await catalog.updateVideo(adminCaller(request), request.body) };
    },
  );

  r.get(
    adminPath(`${catalogAdminRoutes.videos}/:id/transcript`),
    { schema: { params: videoIdParamsSchema } },
    async (request, reply) => {
      const vtt = await catalog.subtitles(request.params.id);
      return reply
        .header("content-type", "text/vtt; charset=utf-8")
        .header("content-disposition", attachmentHeader(`${request.params.id}.vtt`))
        .header("cache-control", "no-store")
        .send(vtt);
    },
  );

  // Multipart (fields and files); checked by checkVideoAdd rather than a body schema.
  r.post(
    adminPath(catalogAdminRoutes.videoAdd),
    {
      config: { multipartOptions: VIDEO_ADD_MULTIPART, forms: "file" },
      schema: { consumes: ["multipart/form-data"], response: { 200: videoAddResponseSchema } },
    },
    async (request) => {
      const add = checkVideoAdd(request.body);
      return { video: { id: await catalog.addVideo(adminCaller(request), add) } };
    },
  );

  const nameQuery = { schema: { querystring: nameQuerySchema } };

  r.get(
    adminPath(catalogAdminRoutes.topics),
    { schema: { response: { 200: topicsResponseSchema } } },
    async () => ({
      topics: await catalog.topics(),
    }),
  );
  r.get(
    adminPath(catalogAdminRoutes.topicAdd),
    { schema: { ...nameQuery.schema, response: { 200: topicsResponseSchema } } },
    async (request) => ({ topics: await catalog.addTopic(adminCaller(request), request.query.name) }),
  );
  r.get(
    adminPath(catalogAdminRoutes.topicRemove),
    { schema: { ...nameQuery.schema, response: { 200: topicsResponseSchema } } },
    async (request) => ({ topics: await catalog.removeTopic(adminCaller(request), request.query.name) }),
  );

  r.get(
    adminPath(catalogAdminRoutes.speakers),
    { schema: { response: { 200: speakersResponseSchema } } },
    async () => ({ speakers: await catalog.speakers() }),
  );
  r.get(
    adminPath(catalogAdminRoutes.speakerAdd),
    { schema: { ...nameQuery.schema, response: { 200: speakersResponseSchema } } },
    async (request) => ({ speakers: await catalog.addSpeaker(adminCaller(request), request.query.name) }),
  );
  r.get(
    adminPath(catalogAdminRoutes.speakerRemove),
    { schema: { ...nameQuery.schema, response: { 200: speakersResponseSchema } } },
    async (request) => ({ speakers: await catalog.removeSpeaker(adminCaller(request), request.query.name) }),
  );

  r.get(
    adminPath(catalogAdminRoutes.channels),
    { schema: { response: { 200: channelsResponseSchema } } },
    async () => ({ channels: await catalog.channels() }),
  );
  r.post(
    adminPath(catalogAdminRoutes.channelAdd),
    {
      attachValidation: true,
      schema: { body: channelAddRequestSchema, response: { 200: channelsResponseSchema } },
    },
    async (request) => {
      refuseInvalidBody(request);
      return { channels: await catalog.addChannel(adminCaller(request), request.body) };
    },
  );
  r.get(
    adminPath(catalogAdminRoutes.channelRemove),
    { schema: { ...nameQuery.schema, response: { 200: channelsResponseSchema } } },
    async (request) => ({ channels: await catalog.removeChannel(adminCaller(request), request.query.name) }),
  );

  await registerPlannerAdminRoutes(admin, deps);
}
