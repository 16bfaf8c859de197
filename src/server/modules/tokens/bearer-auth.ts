import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiTokenScope } from "../../../shared/contracts/api-tokens";
import type { AppDeps } from "../../app-deps";
import { AppError, forbidden, tooMany } from "../../lib/app-error";
import { countHit, hitsSoFar, waitText } from "../../plugins/rate-limit";
import { authenticateToken, INVALID_TOKEN_SENTENCE } from "./api-token-service";
import { scopeAllows } from "./token-scope";

const WINDOW_MS = 60_000;

/** The token of an `Authorization: Bearer …` header; undefined: no bearer header at all. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? "").trim() : undefined;
}

/**
 * One `onRequest` hook for every route: a request with `Authorization: Bearer` is served only by
 * a route marked `config: { token }` (token-scope.ts), for the token's learner, within its scope
 * and its rate limit; on any other route it is refused with 401, never ignored. The token decides
 * who calls: a session cookie sent with it is not read. Requests without a bearer header are left
 * to the session cookie as before. Other schemes (`Basic` from a proxy in front) are not ours.
 * The OpenAPI document reads the same marker (plugins/openapi.ts), so the docs cannot drift.
 */
export function registerBearerAuth(app: FastifyInstance, deps: AppDeps): void {
  const { db, sessions } = deps;
  // Summed over every instance: the database counts them (plugins/rate-limit.ts).
  const callsPerMinute = deps.config.apiTokenCallsPerMinute;
  // Wrong tokens are counted per client address like wrong sign-in codes, with the same numbers
  // (docs/product-rules.md "Personal access tokens"): past them, every bearer call from that
  // address is refused until the window ends, so tokens cannot be guessed at speed.
  const wrongPerIp = deps.config.apiTokenWrongPerIp;
  const wrongWindowMs = deps.config.signInRateLimit.windowMs;
  const tokenIds = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: callsPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `token:${tokenIds.get(request) ?? ""}`,
  });

  app.addHook("onRequest", async (request, reply) => {
    const presented = bearerTokenOf(request);
    if (presented === undefined || request.routeOptions.url === undefined) return;
    const needed: ApiTokenScope | undefined = request.routeOptions.config.token;
    if (!needed) {
      throw new AppError(
        401,
        "token_not_accepted",
        "This call does not accept API tokens. Tokens work only on the progress calls listed in the API documentation; other calls need you to be logged in on the site.",
      );
    }
    const wrongKey = `token-wrong:ip:${normalizeIP(request.ip)}`;
    if ((await hitsSoFar(db, wrongKey)) >= wrongPerIp) throw await tooManyWrong(wrongKey, reply);
    let caller: Awaited<ReturnType<typeof authenticateToken>>;
    try {
      if (presented === "") throw new AppError(401, "invalid_token", INVALID_TOKEN_SENTENCE);
      caller = await authenticateToken(db, presented);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401) await countHit(db, wrongKey, wrongWindowMs);
      throw err;
    }
    tokenIds.set(request, caller.token.id);
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) {
      reply.header("retry-after", String(counted.ttlInSeconds));
      throw tooMany(
        "rate_limited",
        `This token made more than ${callsPerMinute} calls in a minute. Wait ${counted.ttlInSeconds} s, then try again.`,
      );
    }
    if (!scopeAllows(caller.token.scope, needed)) {
      throw forbidden(
        "This token can only read. To add, delete or import entries, create a token with the write scope.",
      );
    }
    sessions.authenticateAs(request, caller.user);
  });

  async function tooManyWrong(key: string, reply: { header(name: string, value: string): unknown }) {
    const { ttl } = await countHit(db, key, wrongWindowMs);
    reply.header("retry-after", String(Math.max(1, Math.ceil(ttl / 1000))));
    return tooMany(
      "rate_limited",
      `Too many wrong tokens were sent from your network. Try again in ${waitText(ttl)}.`,
    );
  }
}
