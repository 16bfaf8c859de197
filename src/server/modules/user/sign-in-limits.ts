import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SignInRateLimit } from "../../config";
import type { Db } from "../../db/create-db";
import { tooMany } from "../../lib/app-error";
import { countHit, waitText } from "../../plugins/rate-limit";

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The hooks that limit one kind of sign-in call: by client address, then by email. */
export interface SignInLimitHooks {
  /** Counts the call on the client's address before anything else (the body is not read yet). */
  onRequest: Hook;
  /** Counts the call on the body's normalised email, before the service looks the email up. */
  preHandler: Hook;
}

/**
 * The limits of the sign-in calls (docs/product-rules.md, docs/decisions/009). Every call counts,
 * known email or not, and is counted before the account is looked up, so that a stranger cannot
 * test emails at speed, and the 429 sentences never depend on whether an account exists.
 * - `codes`: send-code and register, the calls that mail a code (or say the email is unknown or
 *   taken);
 * - `tries`: login, the calls that try a code.
 * The counts live in the database (plugins/rate-limit.ts), so they hold across instances.
 */
export function createSignInLimits(
  app: FastifyInstance,
  limits: SignInRateLimit,
): Record<"codes" | "tries", SignInLimitHooks> {
  return {
    codes: {
      onRequest: limiter(
        app,
        limits,
        "codes",
        "ip",
        limits.codesPerIp,
        (wait) => `Too many codes were requested from your network. Try again in ${wait}.`,
      ),
      preHandler: limiter(
        app,
        limits,
        "codes",
        "email",
        limits.codesPerEmail,
        (wait) => `Too many codes were requested for this email. Try again in ${wait}.`,
      ),
    },
    tries: {
      onRequest: limiter(
        app,
        limits,
        "tries",
        "ip",
        limits.triesPerIp,
        (wait) => `Too many sign-in attempts from your network. Try again in ${wait}.`,
      ),
      preHandler: limiter(
        app,
        limits,
        "tries",
        "email",
        limits.triesPerEmail,
        (wait) => `Too many sign-in attempts for this email. Try again in ${wait}.`,
      ),
    },
  };
}

function limiter(
  app: FastifyInstance,
  limits: SignInRateLimit,
  kind: "codes" | "tries",
  by: "ip" | "email",
  max: number,
  sentence: (wait: string) => string,
): Hook {
  const check = app.createRateLimit({
    max,
    timeWindow: limits.windowMs,
    keyGenerator:
      by === "ip"
        ? (request) => `${kind}:ip:${normalizeIP(request.ip)}`
        : (request) => `${kind}:email:${emailKey(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", String(result.ttlInSeconds));
    throw tooMany("rate_limited", sentence(waitText(result.ttl)));
  };
}

/** The email of a validated body (the schema trimmed and lower-cased it), kept only as a hash. */
function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return createHash("sha256")
    .update(typeof email === "string" ? email : "")
    .digest("base64url");
}

const HOUR_MS = 3600 * 1000;

/**
 * The limit of new anonymous visitors per client address (AppConfig.newVisitorsPerHour): each
 * first visit without a session makes a user row, so a script could otherwise fill the table.
 * Counted only when a visitor is about to be made, in the database (across instances).
 */
export function createNewVisitorLimit(db: Db, perHour: number) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { current, ttl } = await countHit(db, `visitors:ip:${normalizeIP(request.ip)}`, HOUR_MS);
    if (current <= perHour) return;
    reply.header("retry-after", String(Math.max(1, Math.ceil(ttl / 1000))));
    throw tooMany(
      "rate_limited",
      `Too many new visitors came from your network. Try again in ${waitText(ttl)}.`,
    );
  };
}
