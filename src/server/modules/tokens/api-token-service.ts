import { createHash, randomBytes } from "node:crypto";
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreateApiTokenRequest,
  type CreatedApiTokenResponse,
  MAX_API_TOKENS,
} from "../../../shared/contracts/api-tokens";
import type { Db } from "../../db/create-db";
import { AppError, conflict, forbidden, notFound } from "../../lib/app-error";
import type { UserRow } from "../user/index";
import { findUserById } from "../user/index";
import {
  type ApiTokenRow,
  findActiveToken,
  insertToken,
  LAST_USED_RESOLUTION_MS,
  listActiveTokens,
  revokeToken,
  touchToken,
} from "./api-token-repository";

/** `pny_` and 32 random bytes in base64url (43 characters). */
const TOKEN_PATTERN = /^pny_[A-Za-z0-9_-]{43}$/;

export const INVALID_TOKEN_SENTENCE =
  "This API token is not valid: it may have been revoked or mistyped. Create a new one in your account settings, under Apps and tokens.";

/**
 * A token is 256 random bits, so one SHA-256 is enough to keep it safe at rest: a slow hash
 * (bcrypt, scrypt) protects guessable secrets like passwords, and nobody can guess 2^256 values.
 * A fast hash also lets each call find its token by an index, in one lookup (decision 013).
 */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

/**
 * Tokens are for accounts: an anonymous visitor's progress is tied to one browser's cookie. The
 * token routes' guard (`config.anonymousRefusal`) answers an anonymous visitor with this.
 */
export function anonymousTokenRefusal(): AppError {
  return forbidden("API tokens are for registered learners. Sign up or log in to create one.");
}

export async function listApiTokens(db: Db, user: UserRow): Promise<ApiToken[]> {
  return (await listActiveTokens(db, user.id)).map(toApiToken);
}

export async function createApiToken(
  db: Db,
  user: UserRow,
  request: CreateApiTokenRequest,
): Promise<CreatedApiTokenResponse> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await insertToken(
    db,
    { userId: user.id, name: request.name, scope: request.scope, tokenHash: hashApiToken(token) },
    MAX_API_TOKENS,
  );
  if (!row) {
    throw conflict(
      "too_many_tokens",
      `You already have ${MAX_API_TOKENS} tokens, the most one learner can hold. Revoke one you no longer use, then create the new one.`,
    );
  }
  const { id, name, scope, createdAt } = toApiToken(row);
  return { token, id, name, scope, createdAt };
}

export async function revokeApiToken(db: Db, user: UserRow, id: string): Promise<void> {
  if (!(await revokeToken(db, user.id, id))) {
    throw notFound("You have no such token: it may have been revoked already.");
  }
}

/** Who a bearer token speaks for. */
export interface TokenCaller {
  token: ApiTokenRow;
  user: UserRow;
}

/**
 * The active token and its learner, or a 401 with a sentence for a malformed, unknown or revoked
 * token; the use is recorded at most once a minute, so reads do not write on every call.
 */
export async function authenticateToken(db: Db, presented: string): Promise<TokenCaller> {
  if (!TOKEN_PATTERN.test(presented)) throw invalidToken();
  const token = await findActiveToken(db, hashApiToken(presented));
  const user = token && (await findUserById(db, token.user_id));
  if (!token || !user || user.is_anonymous) throw invalidToken();
  const lastUsed = token.last_used_at?.getTime() ?? 0;
  if (Date.now() - lastUsed >= LAST_USED_RESOLUTION_MS) await touchToken(db, token.id);
  return { token, user };
}

function invalidToken(): AppError {
  return new AppError(401, "invalid_token", INVALID_TOKEN_SENTENCE);
}
