import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { videoIdParamsSchema } from "../../../shared/contracts/video";
import {
  starWordRequestSchema,
  starWordResponseSchema,
  videoWordsResponseSchema,
  wordLookupQuerySchema,
  wordLookupResponseSchema,
  wordsExportQuerySchema,
  wordsListQuerySchema,
  wordsListResponseSchema,
  wordsRoutePatterns,
  wordsRoutes,
  wordsSummaryResponseSchema,
} from "../../../shared/contracts/words";
import { localDateOf } from "../../../shared/domain/dates";
import type { AppDeps } from "../../app-deps";
import { asDownload } from "../../http/download";
import { OWN_DATA_READ, OWN_DATA_WRITE } from "../../http/route-access";
import { defineCallerRoutes } from "../user/index";
import {
  createKeptWordsSummary,
  exportWords,
  listFor,
  lookupFor,
  starFor,
  videoWords,
  wordsAnki,
  wordsCsv,
} from "./words-service";

type KeptWordsSummary = ReturnType<typeof createKeptWordsSummary>;

/** The learner's words (docs/words.md; docs/api.md "Words"); personal access tokens may read them. */
const registerLearnerWordRoutes = defineCallerRoutes<{ summary: KeptWordsSummary }>((r, { db, summary }) => {
  r.get(
    wordsRoutes.summary,
    { schema: { response: { 200: wordsSummaryResponseSchema } }, config: OWN_DATA_READ },
    async (user) => summary(user),
  );
  r.get(
    wordsRoutes.list,
    {
      schema: { querystring: wordsListQuerySchema, response: { 200: wordsListResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (user, request) => listFor(db, user, request.query.kind, request.query.page),
  );
  r.post(
    wordsRoutes.star,
    {
      schema: { body: starWordRequestSchema, response: { 200: starWordResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (user, request) => starFor(db, user, request.body.lemma, request.body.starred),
  );
  r.get(
    wordsRoutes.lookup,
    {
      schema: { querystring: wordLookupQuerySchema, response: { 200: wordLookupResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (user, request) => lookupFor(db, user, request.query.word),
  );
  r.get(
    wordsRoutes.export,
    { schema: { querystring: wordsExportQuerySchema }, config: OWN_DATA_READ },
    async (user, request, reply) => {
      const words = await exportWords(db, user);
      const anki = request.query.format === "anki";
      const fileName = `ponyatno-words-${localDateOf(Date.now(), user.timezone)}.${anki ? "txt" : "csv"}`;
      asDownload(reply, fileName, anki ? "tsv" : "csv");
      return anki ? wordsAnki(words) : wordsCsv(words);
    },
  );
});

/**
 * The words calls: a video's words for anyone who may see it, and the learner's own. Returns the
 * summary as its call answers it, for /progress's first screen (plugins/first-screen.ts).
 */
export async function registerWordsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<{ summary: KeptWordsSummary }> {
  const { sessions } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    wordsRoutePatterns.videoWords,
    {
      schema: { params: videoIdParamsSchema, response: { 200: videoWordsResponseSchema } },
      config: { token: "read" },
    },
    async (request, reply) => {
      // A session through the short-lived cache, as browse reads it; a token through currentUser.
      const user = (await sessions.cachedUser(request)) ?? (await sessions.currentUser(request));
      reply.header("Cache-Control", "private, no-store");
      return videoWords(deps, request.params.id, user);
    },
  );
  const summary = createKeptWordsSummary(deps.db);
  await registerLearnerWordRoutes(app, { ...deps, summary });
  return { summary };
}
