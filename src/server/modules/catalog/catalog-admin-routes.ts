import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  AUDIO_MAX_BYTES,
  adminVideosResponseSchema,
  adminVideoUpdateRequestSchema,
  adminVideoUpdateResponseSchema,
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
import { asDownload } from "../../http/download";
import { badRequest } from "../../lib/app-error";
import { adminCaller, adminPath } from "../admin/index";
import type { AuditActor } from "../audit/index";
import { createCatalogAdminService } from "./catalog-admin-service";
import { checkFileReplacement, checkVideoAdd } from "./catalog-admin-upload";
import type { OptionTable } from "./catalog-names";
import { registerPlannerAdminRoutes } from "./planner/planner-routes";
import { refusalCode } from "./required-codes";
import { forgetRefusedUploads, videoUploadReader } from "./video-upload";

/**
 * A body that failed its schema (routes with `attachValidation`): a 400 whose `error` is the
 * schema's sentence exactly as docs/product-rules.md "Validation: what a form accepts" writes it ("Title is required"), with no field prefix.
 */
function refuseInvalidBody(request: FastifyRequest): void {
  const failure = request.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
  if (!failure) return;
  const message = failure.validation?.[0]?.message ?? failure.message;
  throw badRequest(refusalCode(message), message);
}

/** The options of a route whose handler starts with refuseInvalidBody: its body and its answer. */
function checkedForm<B extends z.ZodType, A extends z.ZodType>(body: B, answer: A) {
  return { attachValidation: true, schema: { body, response: { 200: answer } } };
}

/**
 * The multipart options of the two calls that carry a video's files (add video, and the files
 * that replace a video's own on its edit form). Per call: a video file, a thumbnail, subtitles and
 * audio, and speakers and topics as repeated fields. The video may be as large as
 * VIDEO_UPLOAD_MAX_MB (streamed to the store as it arrives, and deleted again when the call is
 * refused); the other files are cut after the largest of them (the audio), so their checks say
 * "too large".
 */
function videoFilesUpload(deps: Pick<AppDeps, "config" | "storage">) {
  const videoMaxBytes = deps.config.videoUploadMaxBytes;
  return {
    config: {
      multipartOptions: {
        limits: { files: 4, fileSize: Math.max(videoMaxBytes, AUDIO_MAX_BYTES), fields: 150 },
      },
      forms: "file" as const,
      onFile: videoUploadReader(deps.storage, { videoMaxBytes, otherFileMaxBytes: AUDIO_MAX_BYTES }),
    },
    onError: forgetRefusedUploads(deps.storage),
  };
}

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
    checkedForm(adminVideoUpdateRequestSchema, adminVideoUpdateResponseSchema),
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
      return asDownload(reply, `${request.params.id}.vtt`, "vtt").send(vtt);
    },
  );

  // Multipart (fields and files); checked by checkVideoAdd rather than a body schema.
  const upload = videoFilesUpload(deps);
  r.post(
    adminPath(catalogAdminRoutes.videoAdd),
    { ...upload, schema: { consumes: ["multipart/form-data"], response: { 200: videoAddResponseSchema } } },
    async (request) => {
      const add = checkVideoAdd(request.body);
      return { video: { id: await catalog.addVideo(adminCaller(request), add) } };
    },
  );

  // The files that replace a video's own, on its edit form (multipart, like add video).
  r.post(
    adminPath(catalogAdminRoutes.videoFiles),
    {
      ...upload,
      schema: { consumes: ["multipart/form-data"], response: { 200: adminVideoUpdateResponseSchema } },
    },
    async (request) => {
      const replacement = checkFileReplacement(request.body);
      return { video: await catalog.replaceFiles(adminCaller(request), replacement) };
    },
  );

  /**
   * A list of names (topics, speakers, channels): its list, and the add and remove by `?name=`,
   * each answering the whole list under `key`. Channels are added with a POST of their own (a URL).
   */
  function registerNameList<T>(
    key: OptionTable,
    response: z.ZodType,
    paths: { list: string; add?: string; remove: string },
    names: {
      list: () => Promise<T>;
      add?: (actor: AuditActor, name: string) => Promise<T>;
      remove: (actor: AuditActor, name: string) => Promise<T>;
    },
  ): void {
    const byName = { schema: { querystring: nameQuerySchema, response: { 200: response } } };
    r.get(adminPath(paths.list), { schema: { response: { 200: response } } }, async () => ({
      [key]: await names.list(),
    }));
    const { add } = names;
    if (paths.add && add)
      r.get(adminPath(paths.add), byName, async (request) => ({
        [key]: await add(adminCaller(request), request.query.name),
      }));
    r.get(adminPath(paths.remove), byName, async (request) => ({
      [key]: await names.remove(adminCaller(request), request.query.name),
    }));
  }

  registerNameList(
    "topics",
    topicsResponseSchema,
    {
      list: catalogAdminRoutes.topics,
      add: catalogAdminRoutes.topicAdd,
      remove: catalogAdminRoutes.topicRemove,
    },
    { list: catalog.topics, add: catalog.addTopic, remove: catalog.removeTopic },
  );
  registerNameList(
    "speakers",
    speakersResponseSchema,
    {
      list: catalogAdminRoutes.speakers,
      add: catalogAdminRoutes.speakerAdd,
      remove: catalogAdminRoutes.speakerRemove,
    },
    { list: catalog.speakers, add: catalog.addSpeaker, remove: catalog.removeSpeaker },
  );
  registerNameList(
    "channels",
    channelsResponseSchema,
    { list: catalogAdminRoutes.channels, remove: catalogAdminRoutes.channelRemove },
    { list: catalog.channels, remove: catalog.removeChannel },
  );
  r.post(
    adminPath(catalogAdminRoutes.channelAdd),
    checkedForm(channelAddRequestSchema, channelsResponseSchema),
    async (request) => {
      refuseInvalidBody(request);
      return { channels: await catalog.addChannel(adminCaller(request), request.body) };
    },
  );

  await registerPlannerAdminRoutes(admin, deps);
}
