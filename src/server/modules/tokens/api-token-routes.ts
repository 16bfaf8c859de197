import {
  apiTokenIdParamsSchema,
  apiTokenListResponseSchema,
  apiTokenRoutes,
  createApiTokenRequestSchema,
  createdApiTokenResponseSchema,
} from "../../../shared/contracts/api-tokens";
import { okResponseSchema } from "../../../shared/contracts/user";
import { defineCallerRoutes } from "../user/index";
import { anonymousTokenRefusal, createApiToken, listApiTokens, revokeApiToken } from "./api-token-service";

/**
 * The learner's own management of their tokens (Apps and tokens on /account). These calls carry no
 * token marker, so they accept the session cookie only: a token cannot make or keep tokens.
 */
export const registerApiTokenRoutes = defineCallerRoutes((r, { db }) => {
  // Registered learners only, settled before the body is read: no session is 401 and an anonymous
  // visitor 403 with the tokens' own sentence, whatever the body holds.
  const config = { access: "registered", anonymousRefusal: anonymousTokenRefusal } as const;

  r.get(
    apiTokenRoutes.tokens,
    { schema: { response: { 200: apiTokenListResponseSchema } }, config },
    async (user) => ({ tokens: await listApiTokens(db, user) }),
  );

  r.post(
    apiTokenRoutes.tokens,
    {
      schema: { body: createApiTokenRequestSchema, response: { 200: createdApiTokenResponseSchema } },
      config,
    },
    async (user, request, reply) => {
      // The token is in this answer only: no cache may keep it.
      reply.header("cache-control", "no-store");
      return createApiToken(db, user, request.body);
    },
  );

  r.post(
    "/api/user/tokens/:id/revoke",
    { schema: { params: apiTokenIdParamsSchema, response: { 200: okResponseSchema } }, config },
    async (user, request) => {
      await revokeApiToken(db, user, request.params.id);
      return { ok: true as const };
    },
  );
});
