import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONTENT_PLANNER_FILE_NAME,
  contentPlannerRoutes,
  PLANNER_MAX_BYTES,
} from "../../../../shared/contracts/content-planner";
import { plannerStoppedLine } from "../../../../shared/domain/planner-log";
import type { AppDeps } from "../../../app-deps";
import { asDownload } from "../../../http/download";
import { badRequest } from "../../../lib/app-error";
import { readFileWith, requiredFilePart } from "../../../plugins/multipart";
import { adminCaller, adminPath } from "../../admin/index";
import { loadEpisodeNumbers } from "../../series/index";
import { runPlanner } from "./planner-apply";
import { plannerCsv } from "./planner-export";
import { readPlannerStream } from "./planner-reader";
import { listPlannerVideos } from "./planner-repository";
import { type PlannerFile, PlannerFileError } from "./planner-row";

/** The upload: one file, nothing else. */
const PLANNER_MULTIPART = { limits: { files: 1, fileSize: PLANNER_MAX_BYTES, fields: 5 } };

const uploadQuerySchema = z.object({
  /** "1" (or "true"): check the file and answer the log, writing nothing. */
  dryRun: z.enum(["0", "1", "true", "false"], { message: "dryRun must be 1 or 0." }).optional(),
});

/**
 * The upload's file, read as it arrives (`config.onFile`): the planner, or the refusal of the
 * file as a whole, given to the handler as the body's `file`.
 */
async function readUploadedPlanner(
  stream: AsyncIterable<Buffer>,
): Promise<PlannerFile | PlannerFileError | null> {
  let bytes = 0;
  async function* counted() {
    for await (const chunk of stream) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  try {
    const file = await readPlannerStream(counted());
    return bytes === 0 ? null : file;
  } catch (err) {
    // An empty file part is what the page sends when no file was chosen.
    if (bytes === 0) return null;
    if (err instanceof PlannerFileError) return err;
    throw err;
  }
}

/** The uploaded planner, read; 400 when there is none or it cannot be applied at all. */
function uploadedPlanner(body: unknown): PlannerFile {
  const file = requiredFilePart(body);
  if (file instanceof PlannerFileError) throw badRequest(file.code, file.message);
  if (typeof file === "string" || typeof file !== "object" || !("rows" in file))
    throw badRequest("missing_file", "Send the planner as one CSV file in the multipart field named file.");
  return file as PlannerFile;
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
    return asDownload(reply, CONTENT_PLANNER_FILE_NAME, "csv").send(csv);
  });

  // The log is streamed as rows are applied (the page shows "row n of N"); uncompressed, so that
  // no compression buffer holds lines back. A file refused as a whole is a 400 before any line.
  r.post(
    adminPath(contentPlannerRoutes.upload),
    {
      compress: false,
      config: {
        multipartOptions: PLANNER_MULTIPART,
        forms: "file",
        onFile: readFileWith(readUploadedPlanner),
      },
      schema: { consumes: ["multipart/form-data"], querystring: uploadQuerySchema },
    },
    async (request, reply) => {
      const file = uploadedPlanner(request.body);
      const dryRun = request.query.dryRun === "1" || request.query.dryRun === "true";
      const log = new PassThrough();
      const run = runPlanner(
        {
          db: deps.db,
          storage: deps.storage,
          log: request.log,
          catalog: deps.catalog,
          videoFileJobs: deps.videoFileJobs,
        },
        file,
        {
          dryRun,
          actor: adminCaller(request),
          allowPrivateUrls: deps.config.plannerAllowPrivateUrls,
          youtube: { apiKey: deps.config.youtubeApiKey, apiUrl: deps.config.youtubeApiUrl },
          videoMaxBytes: deps.config.videoUploadMaxBytes,
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
