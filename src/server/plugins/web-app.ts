import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PreparedPage } from "../../shared/contracts/first-screen";
import { FIRST_SCREEN_ELEMENT_ID } from "../../shared/contracts/first-screen";
import { withColorModeScript } from "../http/color-mode-script";
import { scriptAfterPaintTag, takeHeadScripts } from "../http/script-after-paint";
import { type PageRequestOf, scriptSafeJson } from "./first-screen";
import { createPageCache } from "./page-cache";
import type { PageEntry } from "./page-renderer";
import { createRenderCache } from "./render-cache";
import { createRouteAssets, type RouteAssets } from "./route-assets";

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves the built single-page app (hashed assets cached for a year, index.html never cached) and
 * the thumbnails of the shipped media. The web app's server entry (`entry`, page-renderer.ts) names
 * the app's pages and prepares each: with `pageRequestOf`, a page's HTML carries its first screen's
 * data for the caller (first-screen.ts; docs/browse.md "The first screen in the page"), and the
 * first screen itself for the pages the server renders. Videos, audio and subtitles are not
 * public files: they go through the checked routes of the video module (premium, visibility).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string | undefined,
  mediaDir: string,
  pageRequestOf?: PageRequestOf,
  entry?: PageEntry,
) {
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
    // The build's hashed files: a name changes with its content, so a browser keeps each for a year
    // and never asks again; with no ETag or Last-Modified to check against (about 100 bytes less
    // on every script and stylesheet a page loads).
    await app.register(fastifyStatic, {
      root: path.join(webDir, "static"),
      prefix: "/static/",
      decorateReply: !hasMedia,
      wildcard: false,
      index: false,
      // Our Cache-Control only: @fastify/static 9 would write its own over the one set here.
      cacheControl: false,
      etag: false,
      lastModified: false,
      // The build's .br and .gz copies (scripts/precompress.mjs), compressed once at full strength.
      preCompressed: true,
      setHeaders: (res) => res.setHeader("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`),
    });
    // The few files with fixed names (the icon): checked again on each use, by their ETag.
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: "/",
      decorateReply: false,
      wildcard: false,
      globIgnore: ["static/**"],
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res) => res.setHeader("Cache-Control", "no-cache"),
    });
  }

  // Read once: every page URL answers with it, and the client-side router decides what to show.
  const indexHtml =
    indexFile && existsSync(indexFile)
      ? Buffer.from(withColorModeScript(readFileSync(indexFile, "utf8")))
      : undefined;
  if (indexHtml && !entry)
    app.log.warn("No built server entry of the web app: every page answers 404 (npm run build).");
  if (indexHtml) {
    const plainPage = (reply: FastifyReply) =>
      reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(indexHtml);
    const withData = pageRequestOf && entry && pageTemplateOf(indexHtml.toString("utf8"));
    const routeAssets = createRouteAssets(webDir);
    const render = entry?.renderFirstScreen;
    // A render is reused for the same URL and data (render-cache.ts).
    const renders = createRenderCache();
    // A page made of kept answers is kept whole (page-cache.ts).
    const pages = createPageCache();
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!withData) return plainPage(reply);
      let data: PageData;
      let prepared: PreparedPage | null;
      let key: string | null = null;
      try {
        const pageRequest = await pageRequestOf(request);
        const { head, watchChoices } = pageRequest;
        const text = `${request.url}\n${watchChoices}\n${JSON.stringify(head)}`;
        const kept = await pages.find(text, pageRequest.get);
        if (kept) return sendPage(reply, kept);
        const asked = new Map<string, unknown>();
        const get = async (path: string) => {
          const answer = await pageRequest.get(path);
          asked.set(path, answer);
          return answer;
        };
        prepared = await entry.preparePage(request.url, { ...pageRequest, get });
        key = pages.keyOf(text, asked);
        const known = key === null ? undefined : pages.get(key);
        if (known) return sendPage(reply, known);
        const firstScreen = prepared?.data ?? head;
        data = { json: scriptSafeJson(JSON.stringify(firstScreen)), preloadImage: prepared?.preloadImage };
      } catch (error) {
        // The page still works without it: the app asks the API, as on any later navigation.
        request.log.error({ err: error }, "The first screen's data could not be built");
        return plainPage(reply);
      }
      let rendered: RenderedHtml | null = null;
      if (prepared && render) {
        try {
          const { data: firstScreen, rendered: isRendered } = prepared;
          const page = isRendered
            ? await renders.render(request.url, data.json, () => render(request.url, firstScreen))
            : null;
          rendered = { root: page?.html ?? null, assets: routeAssets(prepared.modules) };
        } catch (error) {
          // The app renders the page itself then, from the same data; not kept, so the next view
          // tries again.
          request.log.error({ err: error }, "The first screen could not be rendered");
          key = null;
        }
      }
      const html = Buffer.from(withData(data, rendered));
      if (key !== null) pages.set(key, html);
      return sendPage(reply, html);
    };
    // Real routes, so that HEAD answers as GET does and a POST to a page is a 405.
    for (const url of entry?.pagePaths ?? []) {
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

/** A page with its caller's data: no shared cache may keep it (their user, their watched videos). */
function sendPage(reply: FastifyReply, html: Buffer) {
  return reply
    .header("Cache-Control", "private, no-cache")
    .header("Vary", "Cookie")
    .type("text/html; charset=utf-8")
    .send(html);
}

/** What the HTML of one page carries: its first screen's data, and the image to preload. */
interface PageData {
  /** The FirstScreenData JSON (shared/contracts/first-screen.ts), escaped for a script element. */
  json: string;
  /** The first screen's largest image (the first video's thumbnail on /browse, the player's poster on /watch). */
  preloadImage?: string;
}

/**
 * index.html with a page's data put in: the preload of its largest image at the end of the head,
 * its route's stylesheets and scripts (`rendered.assets`) from the head, and the JSON at the end
 * of the body (read by the app's script, a module: it runs after the parse). A page the server
 * rendered also has its first screen in the root element, and its scripts are loaded only once it
 * is painted (script-after-paint.ts): until then they would compete with what it shows for the
 * network. Null when the file has no `</head>`, root element and `</body>` to put them in.
 */
function pageTemplateOf(html: string): ((data: PageData, rendered: RenderedHtml | null) => string) | null {
  const headEnd = html.lastIndexOf("</head>");
  const rootAt = html.indexOf(ROOT_ELEMENT, headEnd);
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd === -1 || rootAt === -1 || bodyEnd < rootAt) return null;
  const rootEnd = rootAt + ROOT_ELEMENT.length - "</div>".length;
  const head = html.slice(0, headEnd);
  const headScripts = takeHeadScripts(head);
  const bodyStart = html.slice(headEnd, rootEnd);
  const body = html.slice(rootEnd, bodyEnd);
  const tail = html.slice(bodyEnd);
  return ({ json, preloadImage }, rendered) => {
    const preload = preloadImage
      ? `<link rel="preload" as="image" href="${escapeAttribute(preloadImage)}" fetchpriority="high">`
      : "";
    const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
    if (!rendered) return `${head}${preload}${bodyStart}${body}${data}${tail}`;
    const { scripts, styles } = rendered.assets;
    const styleLinks = styles
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
      .join("");
    if (rendered.root === null || !headScripts) {
      // The browser renders the page (or the build's entry is not where Vite puts it): the
      // route's modules are fetched with the entry.
      const preloads = scripts.map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
      );
      const root = rendered.root ?? "";
      return `${head}${styleLinks}${preloads.join("")}${preload}${bodyStart}${root}${body}${data}${tail}`;
    }
    const loader = scriptAfterPaintTag(
      headScripts.entry,
      [...headScripts.preloads, ...scripts],
      escapeAttribute,
    );
    return `${headScripts.head}${styleLinks}${preload}${bodyStart}${rendered.root}${body}${data}${loader}${tail}`;
  };
}

/** A page as the server prepares it: its first screen (null: the browser renders it), its route's files. */
interface RenderedHtml {
  root: string | null;
  assets: RouteAssets;
}

/** Where the app renders (src/web/index.html), empty in the file. */
const ROOT_ELEMENT = '<div id="root"></div>';

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** A path that would be a page of the app: not the API, nor a file of the build or the media. */
function isPagePath(path: string): boolean {
  return !/^\/(api|static|media)(\/|$)/.test(path);
}
