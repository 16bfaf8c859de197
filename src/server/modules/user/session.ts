import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/create-db";
import type { RouteAccess } from "../../http/route-access";
import { type AppError, forbidden, unauthorized } from "../../lib/app-error";
import { RecentValues } from "../../lib/recent-values";
import { isAdminUser } from "./roles";
import {
  createSession,
  createSessionUserLoader,
  deleteSession,
  extendSession,
  SESSION_SLIDE_STEP_MS,
  sessionIdleMs,
} from "./session-store";
import type { UserRow } from "./user-mapper";

export const SESSION_COOKIE = "pn_session";

/** A session call without a session: the cookie went (expired, logged out elsewhere) while the page stayed open. */
export const SESSION_ENDED = "Your session has ended. Reload the page to continue.";
const REGISTERED_ONLY = "Log in or sign up to do this.";
/**
 * How long `cachedUser` reuses a session's user before a new read; with the stale-while-revalidate
 * window of RecentValues, what it answers is at most 2 s old (docs/decisions/003).
 */
export const SESSION_CACHE_TTL_MS = 1000;
/** Signature checks remembered (cachedTokenOf): past this many, the memory starts over. */
const UNSIGNED_COOKIES_KEPT = 5000;

/** How every module learns who is calling, and the only place that sets the session cookie. */
export function createSessions(db: Db, config: AppConfig) {
  const findSessionUser = createSessionUserLoader(db);
  const memo = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
  // token -> the user read for it, reused for a moment by hot read-only calls (browse).
  const recent = new RecentValues<UserRow | null>(SESSION_CACHE_TTL_MS);
  const httpsSite = config.publicUrl.startsWith("https:");
  // Requests whose session slid (load): their answer renews the cookie (renewCookie).
  const slid = new WeakMap<FastifyRequest, { token: string; maxAgeMs: number }>();
  // Requests a route's guard let in (admit), with their caller.
  const admitted = new WeakMap<FastifyRequest, UserRow>();

  function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: httpsSite || request.protocol === "https",
      signed: true,
      maxAge: Math.floor(maxAgeMs / 1000),
    });
  }

  function tokenOf(request: FastifyRequest): string | null {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  }

  /**
   * The session's user; a session used with less than its idle time minus a day left is moved a
   * full idle time ahead, in the database and (renewCookie) in the browser.
   */
  async function load(request: FastifyRequest): Promise<UserRow | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const found = await findSessionUser(token);
    if (!found) return null;
    const idleMs = sessionIdleMs(found.user);
    const now = Date.now();
    if (found.expiresAt.getTime() - now < idleMs - SESSION_SLIDE_STEP_MS) {
      await extendSession(db, token, new Date(now + idleMs));
      slid.set(request, { token, maxAgeMs: idleMs });
    }
    return found.user;
  }

  /** The caller's user, or null without a valid session; looked up once per request. */
  function currentUser(request: FastifyRequest): Promise<UserRow | null> {
    let pending = memo.get(request);
    if (!pending) {
      pending = load(request);
      memo.set(request, pending);
    }
    return pending;
  }

  // Signed cookie value -> its token (null: a bad signature). Checking a signature is an HMAC,
  // and a burst of browse calls repeats the same cookie; the answer for a given value and secret
  // never changes, so it may be kept for as long as the process runs (the size is bounded).
  const unsignedCookies = new Map<string, string | null>();

  /** tokenOf, remembered per signed cookie value (cachedUser's hot path). */
  function cachedTokenOf(request: FastifyRequest): string | null {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    let token = unsignedCookies.get(raw);
    if (token === undefined) {
      token = tokenOf(request);
      if (unsignedCookies.size >= UNSIGNED_COOKIES_KEPT) unsignedCookies.clear();
      unsignedCookies.set(raw, token);
    }
    return token;
  }

  /**
   * The caller's user as read at most 2 s ago: for hot read-only calls (browse) where a role,
   * premium flag or logout on another instance may show a moment late. Anything that writes, or
   * shows the user's totals, uses currentUser.
   */
  function cachedUser(request: FastifyRequest): Promise<UserRow | null> {
    const token = cachedTokenOf(request);
    if (!token) return Promise.resolve(null);
    return recent.get(token, () => currentUser(request));
  }

  /** The admin gate's rule: 401 for visitors who are not logged in, 403 for non-admins. */
  async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
    const user = await currentUser(request);
    if (!user || user.is_anonymous) throw unauthorized("Log in as an admin to do this.");
    if (!isAdminUser(user)) throw forbidden("Only admins can do this.");
    return user;
  }

  return {
    currentUser,
    cachedUser,

    /**
     * This request speaks for `user`, proven by a personal access token (modules/tokens/bearer-auth.ts):
     * currentUser answers with them and the session cookie, if one came along, is not read.
     */
    authenticateAs(request: FastifyRequest, user: UserRow): void {
      memo.set(request, Promise.resolve(user));
    },

    /**
     * Enforces a route's access marker (route-guard.ts, docs/architecture.md "Who may call a
     * route") and keeps the caller for `caller`.
     */
    async admit(
      request: FastifyRequest,
      access: RouteAccess,
      anonymousRefusal?: () => AppError,
    ): Promise<void> {
      if (access === "anyone") return;
      const user = await currentUser(request);
      if (access === "session") {
        if (!user) throw unauthorized(SESSION_ENDED);
      } else if (access === "registered") {
        if (!user) throw unauthorized(REGISTERED_ONLY);
        if (user.is_anonymous) throw anonymousRefusal?.() ?? unauthorized(REGISTERED_ONLY);
      } else {
        admitted.set(request, await requireAdmin(request));
        return;
      }
      admitted.set(request, user);
    },

    /** The caller a guarded route admitted (its handler runs only after the guard let them in). */
    caller(request: FastifyRequest): UserRow {
      const user = admitted.get(request);
      if (!user) throw new Error("caller() is used by a route without an access marker (config.access).");
      return user;
    },

    requireAdmin,

    /** Starts a new session (a new id: sessions rotate at log-in) and ends the previous one. */
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      user: Pick<UserRow, "id" | "is_anonymous">,
    ): Promise<void> {
      const previous = tokenOf(request);
      if (previous) {
        recent.forget(previous);
        await deleteSession(db, previous);
      }
      const token = await createSession(db, user);
      setSessionCookie(request, reply, token, sessionIdleMs(user));
      memo.delete(request);
      slid.delete(request);
    },

    /**
     * An `onSend` hook, added before @fastify/cookie's own (which writes the cookies it was given):
     * a session that slid during this request goes back to the browser with its new lifetime.
     */
    renewCookie(app: FastifyInstance): void {
      app.addHook("onSend", (request, reply, payload, done) => {
        const renewal = slid.get(request);
        if (renewal) setSessionCookie(request, reply, renewal.token, renewal.maxAgeMs);
        done(null, payload);
      });
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (token) {
        recent.forget(token);
        await deleteSession(db, token);
      }
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      memo.delete(request);
      slid.delete(request);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
