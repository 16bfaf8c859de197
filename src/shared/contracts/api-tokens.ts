import { z } from "zod";
import { isoDateTimeField } from "./date-fields";
import { mustBeText, textField } from "./text";

/**
 * Personal access tokens (docs/api.md "Personal access tokens"): a registered learner's
 * own tools call a few progress calls with `Authorization: Bearer <token>`. These calls manage
 * the tokens and accept only the session cookie, never a token.
 */
export const apiTokenRoutes = {
  /** GET: the learner's active tokens; POST: a new one. */
  tokens: "/api/user/tokens",
  revoke: (id: string) => `/api/user/tokens/${encodeURIComponent(id)}/revoke`,
} as const;

/** What a token may do: `read` the progress calls, or `write` (also add, delete and import entries). */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Active (not revoked) tokens a learner may hold at once. */
export const MAX_API_TOKENS = 10;
export const MAX_API_TOKEN_NAME_LENGTH = 60;
/** Every token starts with this, so that a leaked one is easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = "pny_";

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: 'scope must be "read" or "write".' });

/** POST /api/user/tokens. */
export const createApiTokenRequestSchema = z.object({
  /** What the token is for, e.g. "My tracker" (1–60 characters after trimming). */
  name: textField({
    notText: mustBeText("name"),
    empty: "Give the token a name, e.g. the app that will use it.",
    max: MAX_API_TOKEN_NAME_LENGTH,
    tooLong: `A token's name can be at most ${MAX_API_TOKEN_NAME_LENGTH} characters.`,
    label: "The name",
  }),
  scope: apiTokenScopeSchema,
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

/** A token as the list shows it: never the token itself nor its hash. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdAt: isoDateTimeField,
  /** To the minute at best (it is recorded at most once a minute); null: never used. */
  lastUsedAt: isoDateTimeField.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });

/** The answer to a create: the only time the token is ever shown. */
export const createdApiTokenResponseSchema = z.object({
  /** `pny_` and 43 characters; store it now, it cannot be shown again. */
  token: z.string(),
  // The new token as the list will show it; it has not been used yet, so no lastUsedAt.
  ...apiTokenSchema.omit({ lastUsedAt: true }).shape,
});
export type CreatedApiTokenResponse = z.infer<typeof createdApiTokenResponseSchema>;

export const apiTokenIdParamsSchema = z.object({
  id: z.uuid({ error: "This is not a token id: copy it from the list of your tokens." }),
});
