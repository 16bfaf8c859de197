import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  apiTokenIdParamsSchema,
  apiTokenListResponseSchema,
  apiTokenRoutes,
  createApiTokenRequestSchema,
  createdApiTokenResponseSchema,
} from "../../../shared/contracts/api-tokens";
import { okResponseSchema } from "../../../shared/contracts/user";
import type { AppDeps } from "../../app-deps";
import { createApiToken, listApiTokens, requireTokenOwner, revokeApiToken } from "./api-token-service";

/**
 * The learner's own management of their tokens (Apps and tokens on /account). These calls carry no
 * token marker, so they accept the session cookie only: a token cannot make or keep tokens.
 */
export async function registerApiTokenRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Who may ask comes before what is asked: no session is 401 and an anonymous visitor 403,
  // whatever the body holds.
  const preValidation = async (request: FastifyRequest) =>
    void requireTokenOwner(await sessions.requireUser(request));

  r.get(
    apiTokenRoutes.tokens,
    { schema: { response: { 200: apiTokenListResponseSchema } } },
    async (request) => {
      const user = requireTokenOwner(await sessions.requireUser(request));
      return { tokens: await listApiTokens(db, user) };
    },
  );

  r.post(
    apiTokenRoutes.tokens,
    {
      schema: { body: createApiTokenRequestSchema, response: { 200: createdApiTokenResponseSchema } },
      preValidation,
    },
    async (request, reply) => {
      const user = requireTokenOwner(await sessions.requireUser(request));
      // The token is in this answer only: no cache may keep it.
      reply.header("cache-control", "no-store");
      return createApiToken(db, user, request.body);
    },
  );

  r.post(
    "/api/user/tokens/:id/revoke",
    { schema: { params: apiTokenIdParamsSchema, response: { 200: okResponseSchema } }, preValidation },
    async (request) => {
      const user = requireTokenOwner(await sessions.requireUser(request));
      await revokeApiToken(db, user, request.params.id);
      return { ok: true as const };
    },
  );
}
