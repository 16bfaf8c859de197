import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config";
import { COLOR_MODE_SCRIPT_HASH } from "../http/color-mode-script";
import { SCRIPT_AFTER_PAINT_HASH } from "../http/script-after-paint";
import { AppError, forbidden } from "../lib/app-error";
import { SESSION_COOKIE } from "../modules/user/session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** An `Authorization: Bearer …` header (as bearer-auth.ts reads it). */
const BEARER = /^\s*Bearer(\s|$)/i;

/** The Content-Security-Policy: our own origin, plus what the YouTube player needs. */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  "default-src": ["'self'"],
  // The two inline scripts, by their hashes: the colour mode set before the first paint, and the
  // loader of a server-rendered page's app.
  "script-src": [
    "'self'",
    "https://www.youtube.com",
    "https://s.ytimg.com",
    COLOR_MODE_SCRIPT_HASH,
    SCRIPT_AFTER_PAINT_HASH,
  ],
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

/**
 * The route marker of the calls that take a form's body besides JSON (docs/product-rules.md
 * "Requests from other sites"): `"fields"` a urlencoded or multipart form (the sign-in forms, the
 * one-click unsubscribe of RFC 8058), `"file"` multipart with a file (the uploads). Every other
 * call takes JSON only, so a plain HTML form of another site cannot reach it.
 */
export type BodyForms = "fields" | "file";

declare module "fastify" {
  interface FastifyContextConfig {
    forms?: BodyForms;
  }
}

/** The health check answers whatever the Host, for the balancer that probes an instance by address. */
const HEALTH_PATH = "/api/health";
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);

/**
 * Security headers on every response; the Host check (with PUBLIC_URL set); and the checks of
 * API calls that could be forged by another site: JSON only where no form of ours posts, and a
 * same-origin signal on every call that changes state.
 */
export function registerSecurity(
  app: FastifyInstance,
  config: Pick<AppConfig, "publicUrl" | "publicUrlSet">,
): void {
  const site = new URL(config.publicUrl);
  const origins: OriginRule = { publicOrigin: site.origin, fixed: config.publicUrlSet };
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    reply.headers(FILE_PATH.test(request.url) ? FILE_HEADERS : SECURITY_HEADERS);
    if (origins.fixed && request.host !== site.host && pathOf(request) !== HEALTH_PATH) {
      done(
        new AppError(
          421,
          "wrong_host",
          `This server answers only for ${site.host}. Open ${site.origin} instead.`,
        ),
      );
      return;
    }
    // A bearer token (modules/tokens) is never sent by a browser on its own, so a request that
    // carries one cannot be forged by another site; bearer-auth.ts then refuses it on every call
    // not marked for tokens, and on the marked ones the token, not the cookie, says who calls.
    if (!request.url.startsWith("/api/") || BEARER.test(request.headers.authorization ?? "")) {
      done();
      return;
    }
    const writes = changesState(request);
    const refused = writes
      ? !fromOurPages(request, origins)
      : isAdminRead(request) && signalsAnotherSite(request, origins);
    if (refused) done(forbidden("This request came from another site and was refused."));
    else if (!writes) done();
    else if (formBodyRefused(request))
      done(
        new AppError(
          415,
          "unsupported_media_type",
          "This call takes JSON: send the body as application/json.",
        ),
      );
    else done();
  });
}

interface OriginRule {
  publicOrigin: string;
  /** PUBLIC_URL was set: it alone is our origin (no Origin derived from the Host header). */
  fixed: boolean;
}

function pathOf(request: FastifyRequest): string {
  return request.url.split("?", 1)[0] ?? "";
}

/**
 * The calls that change state: every one but GET, HEAD and OPTIONS, and the GET calls that change
 * state too (logout, mark-as-watched, delete, the admin's add and remove).
 */
function changesState(request: FastifyRequest): boolean {
  const path = pathOf(request);
  // The one-click unsubscribe of RFC 8058 is posted by mail clients from their own sites; its
  // signed token, not a cookie, is its authority, so another site cannot forge it.
  if (path === "/api/unsubscribe") return false;
  if (!SAFE_METHODS.has(request.method)) return true;
  return /\/(logout|mark-as-watched|delete|add|remove)$/.test(path);
}

/**
 * An admin call that only reads (the lists, the exports). Another site's page cannot read the
 * answer, but admin data is refused to it all the same when the browser says where it comes from;
 * a program without those headers (an admin's own script) may read.
 */
function isAdminRead(request: FastifyRequest): boolean {
  return pathOf(request).startsWith("/api/admin/");
}

/** The browser says the request comes from a page of another site. */
function signalsAnotherSite(request: FastifyRequest, rule: OriginRule): boolean {
  if (request.headers.origin) return !fromOurPages(request, rule);
  const site = request.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

/**
 * Whether a call that changes state comes from our own pages: its `Origin` is ours, or, without
 * one, the browser's `Sec-Fetch-Site` says same-origin (or `none`: typed by the person). A
 * request with neither header is a program's or a very old browser's: it is let through only
 * when it carries no session cookie, since without one there is nobody's session to abuse.
 */
function fromOurPages(request: FastifyRequest, rule: OriginRule): boolean {
  const origin = request.headers.origin;
  if (origin) {
    return (
      origin === rule.publicOrigin || (!rule.fixed && origin === `${request.protocol}://${request.host}`)
    );
  }
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  return !carriesSession(request);
}

/**
 * Whether the request carries a session cookie this server signed (the hook runs before
 * @fastify/cookie parses cookies, so it reads the header itself). A forged or broken one speaks
 * for nobody, and is answered as no cookie: with a new visitor.
 */
function carriesSession(request: FastifyRequest): boolean {
  const raw = SESSION_COOKIE_VALUE.exec(request.headers.cookie ?? "")?.[1];
  if (!raw) return false;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return false;
  }
  return request.unsignCookie(value).valid;
}

/** A urlencoded or multipart body on a call not marked for it (`config.forms`). */
function formBodyRefused(request: FastifyRequest): boolean {
  const type = (request.headers["content-type"] ?? "").trimStart().toLowerCase();
  const forms = request.routeOptions.config?.forms;
  if (type.startsWith("application/x-www-form-urlencoded")) return forms !== "fields";
  if (type.startsWith("multipart/")) return forms === undefined;
  return false;
}
