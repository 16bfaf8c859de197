import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves the built single-page app (hashed assets cached for a year, index.html never cached) and
 * the thumbnails of the shipped media. Videos, audio and subtitles are not public files: they go
 * through the checked routes of the video module (premium, visibility).
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined, mediaDir: string) {
  const hasMedia = existsSync(mediaDir);
  if (hasMedia) {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: "/media/demo/",
      allowedPath: (pathName) => /\.(jpg|jpeg|png|webp)$/i.test(pathName),
      maxAge: "1d",
    });
  }
  const indexFile = webDir ? path.join(webDir, "index.html") : undefined;
  if (webDir && indexFile && existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: "/",
      decorateReply: !hasMedia,
      wildcard: false,
      index: false,
      // Our Cache-Control only: @fastify/static 9 would write its own over the one set here.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}static${path.sep}`);
        res.setHeader("Cache-Control", hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  }

  // Read once: every page URL answers with it, and the client-side router decides what to show.
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  if (indexHtml) {
    const page = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);
    // Real routes, so that HEAD answers as GET does and a POST to a page is a 405.
    for (const url of APP_PAGES) {
      app.get(url, { schema: { hide: true } }, page);
      if (url !== "/") app.get(`${url}/`, { schema: { hide: true } }, page);
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?", 1)[0] ?? "";
    const { method } = request;
    if (indexHtml && (method === "GET" || method === "HEAD") && isPagePath(path)) {
      // The app shows its own "page not found"; the status tells browsers, robots and tools.
      return reply
        .status(404)
        .header("Cache-Control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(indexHtml);
    }
    const allowed = ROUTE_METHODS.filter((m) => app.findRoute({ method: m, url: path }) !== null);
    // A route of this method that still found nothing (a static folder's missing or private file)
    // is a 404, not a 405.
    if (allowed.length > 0 && !allowed.includes(method as (typeof ROUTE_METHODS)[number])) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send({
          error: `${method} is not allowed here: ${path} answers ${allowed.join(", ")}.`,
          code: "method_not_allowed",
        });
    }
    return reply.status(404).send({ error: `Nothing here: ${method} ${path}.`, code: "not_found" });
  });
}

/**
 * The pages of the client router (src/web/router.tsx, SPEC.md §2): they answer the app with 200;
 * any other page path answers it with 404, and the app shows its "page not found".
 * web-app.test.ts checks this list against router.tsx.
 */
export const APP_PAGES = [
  "/",
  "/browse",
  "/watch/:videoId",
  "/progress",
  "/premium",
  "/claim-premium",
  "/feedback",
  "/account",
  "/admin",
  "/admin/upload-content-planner",
  "/admin/user",
  "/admin/video",
  "/admin/topic",
  "/admin/channel",
  "/admin/speaker",
  "/admin/video-add",
  "/qna",
  "/contact-us",
] as const;

const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** A path that would be a page of the app: not the API, nor a file of the build or the media. */
function isPagePath(path: string): boolean {
  return !/^\/(api|static|media)(\/|$)/.test(path);
}
