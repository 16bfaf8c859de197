import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SCRIPT_AFTER_PAINT_HASH } from "../http/script-after-paint";
import { forbidden } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** An `Authorization: Bearer …` header (as bearer-auth.ts reads it). */
const BEARER = /^\s*Bearer(\s|$)/i;

/** The Content-Security-Policy: our own origin, plus what the YouTube player needs. */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  "default-src": ["'self'"],
  // The one inline script: the loader of a server-rendered page's app, by its hash.
  "script-src": ["'self'", "https://www.youtube.com", "https://s.ytimg.com", SCRIPT_AFTER_PAINT_HASH],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https://i.ytimg.com", "https://img.youtube.com"],
  "media-src": ["'self'", "blob:"],
  "frame-src": ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
  "connect-src": ["'self'"],
  "font-src": ["'self'", "data:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
};

/**
 * The headers every response carries: the set helmet's defaults give, with our CSP, no HSTS (the
 * proxy in front decides about HTTPS) and no Cross-Origin-Embedder-Policy (it would block the
 * YouTube iframe). They never change, so they are built once, not per request as @fastify/helmet
 * did at ~40 µs a call (docs/decisions/006).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join(";"),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  // The YouTube iframe needs to know where it is embedded.
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

/**
 * The headers a file of the build (/static/) or a shipped thumbnail (/media/demo/) carries: those
 * that mean something for a script, a stylesheet or an image. The others (the CSP, framing,
 * referrer, opener, cross-domain policies) govern a document and are ignored on a file the page
 * loads (the app starts no worker, whose script's CSP would count); on /browse's 18 files they
 * were ~13 KB of the phone's first load.
 */
export const FILE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "cross-origin-resource-policy": SECURITY_HEADERS["cross-origin-resource-policy"] as string,
  "x-content-type-options": SECURITY_HEADERS["x-content-type-options"] as string,
});

/** The public files (web-app.ts): hashed build output and the demo's thumbnails. */
const FILE_PATH = /^\/(static|media\/demo)\//;

/** Security headers on every response, and the foreign-Origin check of API calls. */
export function registerSecurity(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    reply.headers(FILE_PATH.test(request.url) ? FILE_HEADERS : SECURITY_HEADERS);
    // A bearer token (modules/tokens) is never sent by a browser on its own, so a request that
    // carries one cannot be forged by another site; bearer-auth.ts then refuses it on every call
    // not marked for tokens, and on the marked ones the token, not the cookie, says who calls.
    const refused =
      request.url.startsWith("/api/") &&
      !BEARER.test(request.headers.authorization ?? "") &&
      isForeign(request, publicOrigin) &&
      changesState(request);
    done(refused ? forbidden("This request came from another site and was refused.") : undefined);
  });
}

/**
 * Some calls of SPEC.md change state with GET (logout, mark-as-watched, delete, admin add/remove),
 * so a foreign Origin, or a cross-site fetch, is refused on every API call but the plain reads.
 */
function changesState(request: FastifyRequest): boolean {
  const path = request.url.split("?", 1)[0] ?? "";
  // The one-click unsubscribe of RFC 8058 is posted by mail clients from their own sites; its
  // signed token, not a cookie, is its authority, so another site cannot forge it.
  if (path === "/api/unsubscribe") return false;
  if (!SAFE_METHODS.has(request.method)) return true;
  return /\/(logout|mark-as-watched|delete|add|remove)$/.test(path) || path.startsWith("/api/admin/");
}

function isForeign(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.headers.host ?? ""}`;
    return origin !== publicOrigin && origin !== own;
  }
  return request.headers["sec-fetch-site"] === "cross-site";
}
