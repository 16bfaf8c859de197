import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONTENT_PLANNER_FILE_NAME,
  CONTENT_PLANNER_TEXTS,
  contentPlannerRoutes,
  PLANNER_MAX_BYTES,
} from "../../../../shared/contracts/content-planner";
import { plannerStoppedLine } from "../../../../shared/domain/planner-log";
import type { AppDeps } from "../../../app-deps";
import { badRequest } from "../../../lib/app-error";
import { adminCaller, adminPath } from "../../admin/index";
import { loadEpisodeNumbers } from "../../series/index";
import { attachmentHeader } from "../../video/index";
import { runPlanner } from "./planner-apply";
import { plannerCsv } from "./planner-export";
import { readPlannerFile } from "./planner-reader";
import { listPlannerVideos } from "./planner-repository";
import { PlannerFileError } from "./planner-row";

/** The upload: one file, nothing else. */
const PLANNER_MULTIPART = { limits: { files: 1, fileSize: PLANNER_MAX_BYTES, fields: 5 } };

const uploadQuerySchema = z.object({
  /** "1" (or "true"): check the file and answer the log, writing nothing. */
  dryRun: z.enum(["0", "1", "true", "false"], { message: "dryRun must be 1 or 0." }).optional(),
});

/** The uploaded planner's bytes: multipart gives a Buffer; 400 when there is none. */
function uploadedPlanner(body: unknown): Buffer {
  const file = (body as { file?: unknown } | null | undefined)?.file;
  if (file === undefined || file === null || file === "" || (Buffer.isBuffer(file) && file.length === 0))
    throw badRequest("missing_file", CONTENT_PLANNER_TEXTS.selectFileFirst);
  if (typeof file === "string") return Buffer.from(file, "utf8");
  if (!Buffer.isBuffer(file))
    throw badRequest("missing_file", "Send the planner as one CSV file in the multipart field named file.");
  return file;
}

/**
 * The content planner's admin calls (docs/content-planner.md); registered by the catalog's admin
 * routes, inside the admin gate.
 */
export async function registerPlannerAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();

  r.get(adminPath(contentPlannerRoutes.download), async (_request, reply) => {
    const [videos, episodes] = await Promise.all([listPlannerVideos(deps.db), loadEpisodeNumbers(deps.db)]);
    const csv = plannerCsv(videos, episodes);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", attachmentHeader(CONTENT_PLANNER_FILE_NAME))
      .header("cache-control", "no-store")
      .send(csv);
  });

  // The log is streamed as rows are applied (the page shows "row n of N"); uncompressed, so that
  // no compression buffer holds lines back. A file refused as a whole is a 400 before any line.
  r.post(
    adminPath(contentPlannerRoutes.upload),
    {
      compress: false,
      config: { multipartOptions: PLANNER_MULTIPART, forms: "file" },
      schema: { consumes: ["multipart/form-data"], querystring: uploadQuerySchema },
    },
    async (request, reply) => {
      const bytes = uploadedPlanner(request.body);
      let file: ReturnType<typeof readPlannerFile>;
      try {
        file = readPlannerFile(bytes);
      } catch (err) {
        if (err instanceof PlannerFileError) throw badRequest(err.code, err.message);
        throw err;
      }
      const dryRun = request.query.dryRun === "1" || request.query.dryRun === "true";
      const log = new PassThrough();
      const run = runPlanner(
        { db: deps.db, storage: deps.storage, log: request.log, catalog: deps.catalog },
        file,
        {
          dryRun,
          actor: adminCaller(request),
          allowPrivateUrls: deps.config.plannerAllowPrivateUrls,
          youtube: { apiKey: deps.config.youtubeApiKey, apiUrl: deps.config.youtubeApiUrl },
          emit: (line) => log.write(`${line}\n`),
        },
      );
      // The rows go on being applied when the admin leaves the page: each is settled on its own.
      run
        .catch((err) => {
          request.log.error({ err }, "the content planner upload stopped");
          log.write(
            `${plannerStoppedLine("a fault of the server stopped the upload (logged); the rows above stand.")}\n`,
          );
        })
        .finally(() => log.end());
      return reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(log);
    },
  );
}
