import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

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
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}static${path.sep}`);
        res.header("Cache-Control", hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  }

  // Read once: every page URL answers with it, and the client-side router decides what to show
  // (its own 404 page included).
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === "GET" && !request.url.startsWith("/api/") && !request.url.startsWith("/static/");
    if (isPage && indexHtml) {
      return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);
    }
    return reply
      .status(404)
      .send({ error: `Nothing here: ${request.method} ${request.url.split("?")[0]}.`, code: "not_found" });
  });
}
