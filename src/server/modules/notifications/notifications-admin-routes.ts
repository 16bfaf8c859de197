import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  EMAIL_RUNS_SHOWN,
  emailRunsResponseSchema,
  emailRunsRoutes,
} from "../../../shared/contracts/email-runs";
import {
  NEWS_SHOWN,
  newsPostResponseSchema,
  newsRequestSchema,
  newsResponseSchema,
  newsRoutes,
} from "../../../shared/contracts/news";
import type { AppDeps } from "../../app-deps";
import { adminCaller, adminPath } from "../admin/index";
import { countJobsByStatus, listRecentRuns } from "./job-repository";
import { listAnnouncements } from "./news-repository";
import { postNews } from "./news-service";

/** The notifications' admin calls; registered inside the admin gate (admin/admin-plugin.ts). */
export async function registerNotificationsAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  r.get(
    adminPath(emailRunsRoutes.list),
    { schema: { response: { 200: emailRunsResponseSchema } } },
    async () => {
      const [runs, counts] = await Promise.all([
        listRecentRuns(deps.db, EMAIL_RUNS_SHOWN),
        countJobsByStatus(deps.db),
      ]);
      return {
        runs: runs.map((run) => ({
          id: run.id,
          instance: run.instance,
          startedAt: run.started_at.toISOString(),
          finishedAt: run.finished_at?.toISOString() ?? null,
          planned: run.planned,
          sent: run.sent,
          retried: run.retried,
          failed: run.failed,
          skipped: run.skipped,
          failures: run.failures,
        })),
        jobs: {
          // Claimed jobs are about to be sent: one figure for the admin.
          pending: counts.pending ?? 0,
          sending: (counts.claimed ?? 0) + (counts.sending ?? 0),
          sent: counts.sent ?? 0,
          failed: counts.failed ?? 0,
          skipped: counts.skipped ?? 0,
        },
      };
    },
  );

  r.get(adminPath(newsRoutes.news), { schema: { response: { 200: newsResponseSchema } } }, async () => ({
    news: await listAnnouncements(deps.db, NEWS_SHOWN),
  }));

  r.post(
    adminPath(newsRoutes.news),
    { schema: { body: newsRequestSchema, response: { 200: newsPostResponseSchema } } },
    async (request) => {
      const id = await postNews(deps.db, adminCaller(request), request.body, new Date());
      const announcement = (await listAnnouncements(deps.db, NEWS_SHOWN)).find((a) => a.id === id);
      if (!announcement) throw new Error("The announcement just posted is not listed.");
      return { announcement };
    },
  );
}
