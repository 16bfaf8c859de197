import type { FastifyInstance } from "fastify";
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
import { anonymousTokenRefusal, createApiToken, listApiTokens, revokeApiToken } from "./api-token-service";

/**
 * The learner's own management of their tokens (Apps and tokens on /account). These calls carry no
 * token marker, so they accept the session cookie only: a token cannot make or keep tokens.
 */
export async function registerApiTokenRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Registered learners only, settled before the body is read: no session is 401 and an anonymous
  // visitor 403 with the tokens' own sentence, whatever the body holds.
  const config = { access: "registered", anonymousRefusal: anonymousTokenRefusal } as const;

  r.get(
    apiTokenRoutes.tokens,
    { schema: { response: { 200: apiTokenListResponseSchema } }, config },
    async (request) => {
      const user = sessions.caller(request);
      return { tokens: await listApiTokens(db, user) };
    },
  );

  r.post(
    apiTokenRoutes.tokens,
    {
      schema: { body: createApiTokenRequestSchema, response: { 200: createdApiTokenResponseSchema } },
      config,
    },
    async (request, reply) => {
      const user = sessions.caller(request);
      // The token is in this answer only: no cache may keep it.
      reply.header("cache-control", "no-store");
      return createApiToken(db, user, request.body);
    },
  );

  r.post(
    "/api/user/tokens/:id/revoke",
    { schema: { params: apiTokenIdParamsSchema, response: { 200: okResponseSchema } }, config },
    async (request) => {
      const user = sessions.caller(request);
      await revokeApiToken(db, user, request.params.id);
      return { ok: true as const };
    },
  );
}
