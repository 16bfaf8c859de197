import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  apiTokenListResponseSchema,
  apiTokenRoutes,
  type CreateApiTokenRequest,
  createdApiTokenResponseSchema,
} from "../../../../shared/contracts/api-tokens";
import { okResponseSchema } from "../../../../shared/contracts/user";
import { apiRequest } from "../../../lib/api";

const tokensKey = (userId: string) => ["api-tokens", userId] as const;

/** GET /api/user/tokens: the learner's active tokens (never the tokens themselves). */
export function useApiTokens(userId: string) {
  return useQuery({
    queryKey: tokensKey(userId),
    queryFn: ({ signal }) => apiRequest(apiTokenRoutes.tokens, apiTokenListResponseSchema, { signal }),
  });
}

/** POST /api/user/tokens: the answer holds the token, shown once; the list is refetched. */
export function useCreateApiToken(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) =>
      apiRequest(apiTokenRoutes.tokens, createdApiTokenResponseSchema, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey(userId) }),
  });
}

/** POST /api/user/tokens/:id/revoke; the list is refetched (a token revoked elsewhere leaves it too). */
export function useRevokeApiToken(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(apiTokenRoutes.revoke(id), okResponseSchema, { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: tokensKey(userId) }),
  });
}
