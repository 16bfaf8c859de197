import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { auditResponseSchema } from "../shared/contracts/admin";
import { adminVideosResponseSchema } from "../shared/contracts/catalog-admin";
import type { AppDeps } from "./app-deps";
import type { AppConfig, TrustProxy } from "./config";
import type { Db } from "./db/create-db";
import type { Listen } from "./db/notification-listener";
import { AppError } from "./lib/app-error";
import type { Mailer } from "./lib/mailer";
import { registerAccountRoutes } from "./modules/account/account-routes";
import { registerAdminRoutes } from "./modules/admin/admin-plugin";
import { registerAuditAdminRoutes } from "./modules/audit/audit-admin-routes";
import { auditAnswer } from "./modules/audit/audit-answer";
import { registerBrowseRoutes } from "./modules/browse/browse-routes";
import { registerCatalogAdminRoutes } from "./modules/catalog/catalog-admin-routes";
import { createCatalogAdminService } from "./modules/catalog/catalog-admin-service";
import { createVideoFileJobs, type VideoFileJobs } from "./modules/catalog/index";
import { Catalog } from "./modules/catalog-index/catalog-service";
import { registerFeedbackAdminRoutes } from "./modules/feedback/feedback-admin-routes";
import { registerFeedbackRoutes } from "./modules/feedback/feedback-routes";
import { registerFileRoutes } from "./modules/files/files-routes";
import { registerLearnerStateRoutes } from "./modules/learner-state/learner-state-routes";
import { UserStateCache } from "./modules/learner-state/user-state-cache";
import { registerInboxRoutes } from "./modules/notifications/inbox-routes";
import { notifyAfterInput } from "./modules/notifications/index";
import { registerNotificationsAdminRoutes } from "./modules/notifications/notifications-admin-routes";
import { registerUnsubscribeRoutes } from "./modules/notifications/unsubscribe-routes";
import { registerPlaylistsRoutes } from "./modules/playlists/playlists-routes";
import { registerPremiumRoutes } from "./modules/premium/premium-routes";
import { registerProgressRoutes } from "./modules/progress/progress-routes";
import { registerRatingsAdminRoutes } from "./modules/ratings/ratings-admin-routes";
import { registerRatingsRoutes } from "./modules/ratings/ratings-routes";
import { registerSeriesAdminRoutes } from "./modules/series/series-admin-routes";
import { registerSeriesRoutes } from "./modules/series/series-routes";
import { registerApiTokenRoutes } from "./modules/tokens/api-token-routes";
import { registerBearerAuth } from "./modules/tokens/bearer-auth";
import { isAdminUser } from "./modules/user/roles";
import { registerRouteGuard } from "./modules/user/route-guard";
import { createSessions } from "./modules/user/session";
import { registerUserAdminRoutes } from "./modules/user/user-admin-routes";
import { registerUserRoutes } from "./modules/user/user-routes";
import { registerMediaRoutes } from "./modules/video/media-routes";
import { videoAnswer } from "./modules/video/video-answer";
import { registerVideoRoutes } from "./modules/video/video-routes";
import { registerWatchRoutes } from "./modules/watch/watch-routes";
import { registerWordsRoutes, WordCoverage, WordsWorker } from "./modules/words/index";
import { registerCompression } from "./plugins/compression";
import { answerClientError, answerFrameworkError, registerErrorHandling } from "./plugins/errors";
import { createPageRequests } from "./plugins/first-screen";
import { registerMultipart } from "./plugins/multipart";
import { registerOpenApi } from "./plugins/openapi";
import { loadPageEntry, type PageEntry, type RenderPage } from "./plugins/page-renderer";
import { registerRateLimit } from "./plugins/rate-limit";
import { registerSecurity } from "./plugins/security";
import { registerWebApp } from "./plugins/web-app";
import { createFileStore } from "./storage/create-file-store";
import type { FileStore } from "./storage/file-store";

/** Largest JSON or form body accepted; uploads have their own limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** The database's notifications (PostgreSQL): the catalog hears its version move at once. */
  listen?: Listen;
  mailer: Mailer;
  logger?: boolean;
  /** A store of the caller's, which it closes; default: the one config.storageUrl names, closed with the app. */
  storage?: FileStore;
  /** The web app's server entry; default: the built one config.pageRendererFile names, if any. */
  pageEntry?: PageEntry;
  /** Renders pages' first screens; default: the entry's. */
  renderPage?: RenderPage;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's in-memory catalog (deps.catalog), for tests that write the catalog in SQL. */
    catalog: Catalog;
    /** The transcodes of uploaded video files: main.ts polls them; tests wait for `idle()`. */
    videoFileJobs: VideoFileJobs;
    /**
     * The words worker (docs/words.md): main.ts starts its timer; tests call `settle()` to analyse
     * queued transcripts and fold credited watch time at once.
     */
    words: WordsWorker;
  }
}

/** A hop count as the function Fastify makes of it (its types only take the other forms). */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole server (plugins, then modules); never listens, so tests can inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, mailer } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Who may tell the client's address and protocol in X-Forwarded-*: TRUST_PROXY, nobody by default.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Errors from below the routes (the router, Node's HTTP parser) leave as `{error, code}` too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // JSON, forms and multipart only: a text/plain body is refused with 415, not read as a string.
  app.removeContentTypeParser("text/plain");

  registerSecurity(app, config);
  // Compressed once per content (plugins/compression.ts).
  await registerCompression(app);
  const sessions = createSessions(db, config);
  // Before @fastify/cookie: its onSend writes the cookies set until then, the renewed one included.
  sessions.renewCookie(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(formbody);
  await registerRateLimit(app, db);
  // Form-field calls accept multipart too: fields land on the body like JSON does.
  await registerMultipart(app, { fileSize: UPLOAD_LIMIT_BYTES });
  // Before the modules: it collects their routes into /api/docs (and /api/reference shows them).
  await registerOpenApi(app);

  const storage = options.storage ?? (await createFileStore(config));
  if (!options.storage) app.addHook("onClose", () => storage.close());
  app.log.info(`Stored files: ${storage.location}`);
  // The in-memory catalog is built when the app gets ready: main.ts loads the demo catalog first.
  const catalog = new Catalog(db, app.log);
  app.addHook("onReady", () => catalog.start());
  // Other instances' catalog changes are heard at once; the version check stays as the fallback.
  const { listen } = options;
  if (listen) {
    app.addHook("onReady", () => catalog.follow(listen));
    app.addHook("onClose", () => catalog.stopFollowing());
  }
  app.decorate("catalog", catalog);
  const videoFileJobs = createVideoFileJobs({ db, storage, catalog, log: app.log });
  // A job under way goes back to the queue; the next start (or another instance) takes it up.
  app.addHook("onClose", () => videoFileJobs.stop());
  app.decorate("videoFileJobs", videoFileJobs);
  const wordCoverage = new WordCoverage(db);
  const words = new WordsWorker({ db, config, log: app.log, coverage: wordCoverage });
  app.decorate("words", words);
  app.addHook("onClose", () => words.stop());
  const deps: AppDeps = {
    config,
    db,
    mailer,
    sessions,
    storage,
    catalog,
    videoFileJobs,
    userStates: new UserStateCache(db),
    wordCoverage,
    afterInput: (user, change) =>
      notifyAfterInput(db, user, new Date(), change).catch((err: unknown) =>
        app.log.error({ err, userId: user.id }, "notifications after input failed"),
      ),
  };
  // Before every route: a call accepts `Authorization: Bearer` only if its route is marked for it.
  registerBearerAuth(app, deps);
  // Before every route: a route marked `config: { access }` lets in only those callers.
  registerRouteGuard(app, sessions);
  const users = await registerUserRoutes(app, deps);
  // Every module's admin calls, inside the one gate. A new module adds its registration here.
  await registerAdminRoutes(app, deps, [
    registerUserAdminRoutes,
    registerAuditAdminRoutes,
    registerCatalogAdminRoutes,
    registerNotificationsAdminRoutes,
    registerFeedbackAdminRoutes,
    registerSeriesAdminRoutes,
    registerRatingsAdminRoutes,
  ]);
  await registerWatchRoutes(app, deps);
  const browse = await registerBrowseRoutes(app, deps);
  registerLearnerStateRoutes(app, deps);
  await registerPlaylistsRoutes(app, deps);
  await registerVideoRoutes(app, deps);
  await registerMediaRoutes(app, deps);
  const progress = await registerProgressRoutes(app, deps);
  await registerApiTokenRoutes(app, deps);
  await registerAccountRoutes(app, deps);
  await registerPremiumRoutes(app, deps);
  await registerFeedbackRoutes(app, deps);
  await registerSeriesRoutes(app, deps);
  await registerRatingsRoutes(app, deps);
  await registerFileRoutes(app, deps);
  await registerUnsubscribeRoutes(app, deps);
  await registerInboxRoutes(app, deps);
  const wordCalls = await registerWordsRoutes(app, deps);

  app.get("/api/health", { schema: { hide: true } }, async () => ({ ok: true }));

  const catalogAdmin = createCatalogAdminService({ ...deps, log: app.log });
  const pageRequestOf = createPageRequests({
    sessions: deps.sessions,
    users,
    browse,
    // What the call refuses (404, 401) the page asks for itself and explains; a fault is logged.
    watch: (videoId, user) =>
      videoAnswer(db, catalog, videoId, user).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode < 500) return undefined;
        throw error;
      }),
    progress: progress.overall,
    wordsSummary: wordCalls.summary,
    // The admin gate's rule; through the calls' response schemas: the page carries exactly what
    // the API would answer.
    admin: async (user) => {
      if (!isAdminUser(user)) return undefined;
      const [audit, videos] = await Promise.all([auditAnswer(db), catalogAdmin.videos()]);
      return { audit: auditResponseSchema.parse(audit), videos: adminVideosResponseSchema.parse(videos) };
    },
    app,
  });
  // The web app's server entry names the pages and prepares them, from its route table.
  const entry = options.pageEntry ?? (await loadPageEntry(config.pageRendererFile));
  const renderPage = options.renderPage ?? entry?.renderFirstScreen;
  await registerWebApp(
    app,
    config.webDir,
    config.mediaDir,
    pageRequestOf,
    entry && { ...entry, renderFirstScreen: renderPage },
  );
  return app;
}
