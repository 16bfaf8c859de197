import type { FastifyRequest } from "fastify";
import { browseQuerySchema } from "../../shared/contracts/browse";
import {
  type FirstScreenAdmin,
  type FirstScreenBrowse,
  type FirstScreenData,
  WATCH_CHOICES_COOKIE,
} from "../../shared/contracts/first-screen";
import type { OverallResponse } from "../../shared/contracts/progress";
import type { VideoResponse } from "../../shared/contracts/video";
import { filterFromSearchParams, filterToSearchParams } from "../../shared/domain/browse-url";
import { isPagePath, watchedVideoId } from "../../shared/domain/page-path";
import type { BrowseService } from "../modules/catalog/browse-service";
import type { Sessions } from "../modules/user/session";
import type { UserRow } from "../modules/user/user-mapper";
import type { UserModule } from "../modules/user/user-routes";

/** What the HTML of one page carries (web-app.ts puts it in the page). */
export interface PageData {
  /** The FirstScreenData JSON (shared/contracts/first-screen.ts), escaped for a script element. */
  json: string;
  /** The same data, for the server's render of the first screen (page-renderer.ts). */
  data: FirstScreenData;
  /** The first screen's largest image (the first video's thumbnail on /browse, the player's poster on /watch), to preload. */
  preloadImage?: string;
}

export type PageDataOf = (request: FastifyRequest) => Promise<PageData>;

/**
 * JSON made safe inside `<script type="application/json">…</script>`: no `<` (so no `</script>`
 * and no `<!--`), `>`, `&` or U+2028/U+2029 left as such. Outside strings JSON has none of these
 * characters, and inside strings their `\u` escapes read back as the same text.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The first screen's data for a page request (docs/browse.md "The first screen in the page"): the
 * user when the visitor has a session (read only: a first visit keeps POST /api/user, which creates
 * the anonymous user), and on /browse the first page of videos and the statistics for the URL's
 * filter, from the browse service the API calls use, for the same caller.
 */
export function createPageData(deps: {
  sessions: Sessions;
  users: UserModule;
  browse: BrowseService;
  /** GET /api/video/{id}'s answer for this caller (modules/video/video-answer.ts); none if it refuses. */
  watch: (videoId: string, user: UserRow | null) => Promise<VideoResponse | undefined>;
  /** GET /api/user/overall's answer for this user (modules/progress). */
  progress: (user: UserRow) => Promise<OverallResponse>;
  /** GET /api/admin/audit's and GET /api/admin/video's answers; none for a user who is no admin. */
  admin: (user: UserRow) => Promise<Omit<FirstScreenAdmin, "userId"> | undefined>;
}): PageDataOf {
  return async (request) => {
    const [pathName = "", search = ""] = request.url.split("?", 2);
    const row = await deps.sessions.currentUser(request);
    const user = row ? await deps.users.userResponse(row) : null;
    const visitor = row ? undefined : await deps.users.visitorPreview();
    const head = { user, visitor, desktop: !isMobileBrowser(request) } satisfies FirstScreenData;
    const plain = () => pageData(head);
    const videoId = watchedVideoId(pathName);
    if (videoId !== null) {
      // The page is rendered with its video, its poster in the player's box (its largest paint,
      // preloaded from the head); the player replaces it once the script has run. A video the call
      // would refuse: the page shows its loading state and asks, as before.
      const answer = await deps.watch(videoId, row);
      if (!answer) return plain();
      const watch = { videoId, userId: row?.id ?? null, answer };
      return pageData({ ...head, watch, watchChoices: watchChoicesOf(request) }, answer.video.thumbnailUrl);
    }
    if (isPagePath(pathName, "/progress")) {
      // The summary, the tab a page opened without a hash shows (the hash never reaches the
      // server). A first visit has no figures yet: the page asks once its session exists.
      if (!row) return plain();
      return pageData({ ...head, progress: { userId: row.id, overall: await deps.progress(row) } });
    }
    if (isPagePath(pathName, "/admin/video")) {
      // Anyone but an admin gets the page without the answers, asks, and is told "Admins only".
      const answers = row ? await deps.admin(row) : undefined;
      if (!row || !answers) return plain();
      return pageData({ ...head, admin: { userId: row.id, ...answers } });
    }
    if (!isPagePath(pathName, "/browse")) return plain();

    // The query the web app's browse calls send for this URL (browse-queries.ts), page 1.
    const query = filterToSearchParams(filterFromSearchParams(new URLSearchParams(search))).toString();
    const parsed = browseQuerySchema.safeParse({
      ...Object.fromEntries(new URLSearchParams(query)),
      page: "1",
    });
    if (!parsed.success) return plain();
    const caller = { user: row, ip: request.ip };
    const [videos, statistics] = await Promise.all([
      deps.browse.videos(parsed.data, caller),
      deps.browse.statistics(parsed.data, caller),
    ]);
    // The browse answers come serialised (the catalog index's cache): spliced into the page as
    // they are, and read once for the server's render.
    const videosJson = videos.toString("utf8");
    const statisticsJson = statistics.toString("utf8");
    const userId = row?.id ?? null;
    const json =
      `${JSON.stringify(head).slice(0, -1)},"browse":{"query":${JSON.stringify(query)},` +
      `"userId":${JSON.stringify(userId)},"videos":${videosJson},"statistics":${statisticsJson}}}`;
    const browse: FirstScreenBrowse = {
      query,
      userId,
      videos: JSON.parse(videosJson) as FirstScreenBrowse["videos"],
      statistics: JSON.parse(statisticsJson) as FirstScreenBrowse["statistics"],
    };
    return {
      json: scriptSafeJson(json),
      data: { ...head, browse },
      preloadImage: browse.videos.videos[0]?.thumbnailUrl || undefined,
    };
  };
}

/**
 * A phone or a tablet by its own word: the `Sec-CH-UA-Mobile` hint Chromium browsers send, else
 * "Mobi" in the user agent (Safari, Firefox). The first screen is rendered for that layout.
 */
export function isMobileBrowser(request: FastifyRequest): boolean {
  const hint = request.headers["sec-ch-ua-mobile"];
  if (typeof hint === "string") return hint.trim() === "?1";
  return /Mobi|Android/i.test(request.headers["user-agent"] ?? "");
}

/** A page's first-screen data as its HTML carries it (escaped JSON), and as the server renders it. */
function pageData(data: FirstScreenData, preloadImage?: string): PageData {
  return { json: scriptSafeJson(JSON.stringify(data)), data, preloadImage: preloadImage || undefined };
}

/** Longer than any the web app writes: anything past it is not ours, and not carried. */
const WATCH_CHOICES_MAX_LENGTH = 200;

/**
 * The watch page's choices as the request's cookie has them, for the page to be rendered with;
 * the web app reads the value and ignores what it does not know (features/watch/watch-preferences.ts).
 */
function watchChoicesOf(request: FastifyRequest): string | null {
  const value = request.cookies[WATCH_CHOICES_COOKIE];
  return value && value.length <= WATCH_CHOICES_MAX_LENGTH ? value : null;
}
