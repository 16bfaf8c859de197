import type { FastifyInstance } from "fastify";
import {
  dailyTotalsQuerySchema,
  dailyTotalsResponseSchema,
  exportQuerySchema,
  MAX_HEATMAP_DAYS,
  overallResponseSchema,
  progressRoutes,
} from "../../../shared/contracts/progress";
import { daysBetween } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import type { AppDeps } from "../../app-deps";
import { asDownload } from "../../http/download";
import { OWN_DATA_READ } from "../../http/route-access";
import { badRequest } from "../../lib/app-error";
import { defineCallerRoutes } from "../user/index";
import { registerAssessmentRoutes } from "./assessments-routes";
import { registerCompletionRoutes } from "./completion-routes";
import { toExportCsv } from "./export-format";
import { readHistory } from "./export-repository";
import { registerHistoryRoutes } from "./history-routes";
import { registerJournalRoutes } from "./journal-routes";
import { registerOffPlatformRoutes } from "./off-platform-routes";
import { buildDailyTotals, createKeptOverall, heatmapRange } from "./progress-service";

type KeptOverall = ReturnType<typeof createKeptOverall>;

/** The summary (kept: `overall`), the heatmap and the export. */
const registerProgressCalls = defineCallerRoutes<{ overall: KeptOverall }>((r, { db, overall }) => {
  // `config.access`: who may call (http/route-access.ts); `config.token`: the calls a personal
  // access token may make, and with which scope (modules/tokens).
  r.get(
    progressRoutes.overall,
    { schema: { response: { 200: overallResponseSchema } }, config: OWN_DATA_READ },
    async (user) => overall(user),
  );

  r.get(
    progressRoutes.dailyTotals,
    {
      schema: { querystring: dailyTotalsQuerySchema, response: { 200: dailyTotalsResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (user, request) => {
      const now = Date.now();
      const range = heatmapRange(localDateOf(now, user.timezone), request.query.from, request.query.to);
      const days = daysBetween(range.from, range.to) + 1;
      if (days < 1) throw badRequest("invalid_range", "from must not be after to.");
      if (days > MAX_HEATMAP_DAYS) {
        throw badRequest("invalid_range", `Ask for at most ${MAX_HEATMAP_DAYS} days at a time.`);
      }
      return buildDailyTotals(db, user, range, now);
    },
  );

  r.get(
    progressRoutes.export,
    { schema: { querystring: exportQuerySchema }, config: OWN_DATA_READ },
    async (user, request, reply) => {
      const history = await readHistory(db, user);
      const format = request.query.format;
      const fileName = `ponyatno-progress-${localDateOf(Date.now(), user.timezone)}.${format}`;
      asDownload(reply, fileName, format);
      return format === "csv" ? toExportCsv(history) : JSON.stringify(history, null, 2);
    },
  );
});

/**
 * The progress page's calls: summary, heatmap, off-platform input, export and import. Returns the
 * summary as the call answers it, for the page's first screen (plugins/first-screen.ts).
 */
export async function registerProgressRoutes(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<{ overall: KeptOverall }> {
  const overall = createKeptOverall(deps.db);
  await registerProgressCalls(app, { ...deps, overall });
  await registerOffPlatformRoutes(app, deps);
  await registerHistoryRoutes(app, deps);
  await registerJournalRoutes(app, deps);
  await registerAssessmentRoutes(app, deps);
  await registerCompletionRoutes(app, deps);
  return { overall };
}
