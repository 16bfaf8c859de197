import {
  apiTokenListResponseSchema,
  apiTokenRoutes,
  type CreateApiTokenRequest,
  createdApiTokenResponseSchema,
} from "../../../../shared/contracts/api-tokens";
import { okResponseSchema } from "../../../../shared/contracts/user";
import { apiRequest } from "../../../lib/api";
import { useApiQuery, useChangeOf } from "../../../lib/api-queries";

const tokensKey = (userId: string) => ["api-tokens", userId] as const;

/** GET /api/user/tokens: the learner's active tokens (never the tokens themselves). */
export function useApiTokens(userId: string) {
  return useApiQuery(tokensKey(userId), apiTokenRoutes.tokens, apiTokenListResponseSchema);
}

/** POST /api/user/tokens: the answer holds the token, shown once; the list is refetched. */
export function useCreateApiToken(userId: string) {
  return useChangeOf(tokensKey(userId), (body: CreateApiTokenRequest) =>
    apiRequest(apiTokenRoutes.tokens, createdApiTokenResponseSchema, { body }),
  );
}

/** POST /api/user/tokens/:id/revoke; the list is refetched (a token revoked elsewhere leaves it too). */
export function useRevokeApiToken(userId: string) {
  return useChangeOf(
    tokensKey(userId),
    (id: string) => apiRequest(apiTokenRoutes.revoke(id), okResponseSchema, { method: "POST" }),
    "settled",
  );
}
