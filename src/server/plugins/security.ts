import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../lib/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Security headers with a CSP that lets the YouTube player in, and the foreign-Origin check. */
export async function registerSecurity(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://www.youtube.com", "https://s.ytimg.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https://i.ytimg.com", "https://img.youtube.com"],
        mediaSrc: ["'self'", "blob:"],
        frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The YouTube iframe needs to know where it is embedded.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });

  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    if (isForeign(request, publicOrigin) && changesState(request)) {
      throw forbidden("This request came from another site and was refused.");
    }
  });
}

/**
 * Some calls of SPEC.md change state with GET (logout, mark-as-watched, delete, admin add/remove),
 * so a foreign Origin, or a cross-site fetch, is refused on every API call but the plain reads.
 */
function changesState(request: FastifyRequest): boolean {
  if (!SAFE_METHODS.has(request.method)) return true;
  const path = request.url.split("?", 1)[0] ?? "";
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
