import type { FastifyInstance, FastifyRequest } from "fastify";
import { type AuditResponse, adminRoutes } from "../../shared/contracts/admin";
import { browseQuerySchema, browseRoutes } from "../../shared/contracts/browse";
import { type AdminVideosResponse, catalogAdminRoutes } from "../../shared/contracts/catalog-admin";
import {
  type FirstScreenData,
  type PageRequest,
  WATCH_CHOICES_COOKIE,
} from "../../shared/contracts/first-screen";
import { type OverallResponse, progressRoutes } from "../../shared/contracts/progress";
import type { VideoResponse } from "../../shared/contracts/video";
import type { WordsSummaryResponse } from "../../shared/contracts/words";
import { wordsRoutes } from "../../shared/contracts/words-routes";
import { deepFreeze } from "../lib/deep-freeze";
import type { BrowseService } from "../modules/browse/browse-service";
import type { Sessions } from "../modules/user/session";
import type { UserRow } from "../modules/user/user-mapper";
import type { UserModule } from "../modules/user/user-routes";

/** GET /api/admin/audit's and GET /api/admin/video's answers, the admin hub's first screen. */
export interface AdminAnswers {
  audit: AuditResponse;
  videos: AdminVideosResponse;
}

/** A page request as the web app's server entry reads it (shared/contracts/first-screen.ts). */
export type PageRequestOf = (request: FastifyRequest) => Promise<PageRequest>;

/**
 * JSON made safe inside `<script type="application/json">…</script>`: no `<` (so no `</script>`
 * and no `<!--`), `>`, `&` or U+2028/U+2029 left as such. Outside strings JSON has none of these
 * characters, and inside strings their `\u` escapes read back as the same text.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * What the web app's server entry needs of a page request (docs/browse.md "The first screen in the
 * page"): the user when the visitor has a session (read only: a first visit keeps POST /api/user,
 * which creates the anonymous user), else the preview of the visitor; the server's guess of the
 * layout; the watch page's stored choices; and `get`, the app's own GET calls for this caller,
 * which the page's route declares (src/web/router.tsx) and whose answers the page carries.
 *
 * The calls today's pages ask for are answered by the modules' functions the API calls use, with
 * the request's user read once: no second request, log line or session lookup per call. Any other
 * GET call goes through the app itself (`inject`, with the request's cookie and address), so a new
 * page needs nothing here.
 */
export function createPageRequests(deps: {
  sessions: Sessions;
  users: UserModule;
  browse: BrowseService;
  /** GET /api/video/{id}'s answer for this caller (modules/video/video-answer.ts); none if it refuses. */
  watch: (videoId: string, user: UserRow | null) => Promise<VideoResponse | undefined>;
  /** GET /api/user/overall's answer for this user (modules/progress). */
  progress: (user: UserRow) => Promise<OverallResponse>;
  /** GET /api/user/words/summary's answer for this user (modules/words). */
  wordsSummary: (user: UserRow) => Promise<WordsSummaryResponse>;
  /** GET /api/admin/audit's and GET /api/admin/video's answers; none for a user who is no admin. */
  admin: (user: UserRow) => Promise<AdminAnswers | undefined>;
  /** The app, for the calls the functions above do not answer. */
  app: Pick<FastifyInstance, "inject">;
}): PageRequestOf {
  // Frozen: one object now serves every page made of those bytes, so none may change it.
  const parsed = new WeakMap<Buffer, unknown>();
  const parsedOf = (bytes: Buffer) => {
    let answer = parsed.get(bytes);
    if (answer === undefined) {
      answer = deepFreeze(JSON.parse(bytes.toString("utf8")) as unknown);
      parsed.set(bytes, answer);
    }
    return answer;
  };
  return async (request) => {
    const row = await deps.sessions.currentUser(request);
    const user = row ? await deps.users.userResponse(row) : null;
    const visitor = row ? undefined : await deps.users.visitorPreview();
    const head = { user, visitor, desktop: !isMobileBrowser(request) } satisfies FirstScreenData;
    let admin: Promise<AdminAnswers | undefined> | undefined;
    const adminAnswers = () => {
      admin ??= row ? deps.admin(row) : Promise.resolve(undefined);
      return admin;
    };
    const answer = async (path: string): Promise<unknown> => {
      const url = new URL(path, "http://ponyatno.invalid");
      const query = Object.fromEntries(url.searchParams);
      switch (url.pathname) {
        case browseRoutes.videos:
        case browseRoutes.statistics: {
          const parsed = browseQuerySchema.safeParse(query);
          if (!parsed.success) return undefined;
          const caller = { user: row, ip: request.ip };
          const bytes =
            url.pathname === browseRoutes.videos
              ? await deps.browse.videos(parsed.data, caller)
              : await deps.browse.statistics(parsed.data, caller);
          // The browse answers come serialised, and kept whole: the same bytes read back as the
          // same object, by which a page made of them is found again (page-cache.ts).
          return parsedOf(bytes);
        }
        case progressRoutes.overall:
          return row ? deps.progress(row) : undefined;
        case wordsRoutes.summary:
          return row ? deps.wordsSummary(row) : undefined;
        case adminRoutes.audit:
          return (await adminAnswers())?.audit;
        case catalogAdminRoutes.videos:
          return (await adminAnswers())?.videos;
      }
      const videoId = /^\/api\/video\/([^/]+)$/.exec(url.pathname)?.[1];
      if (videoId !== undefined && url.search === "") return deps.watch(decodeURIComponent(videoId), row);
      return injected(deps.app, request, path);
    };
    return { head, watchChoices: watchChoicesOf(request), get: answer };
  };
}

/** A GET of the app's own call for the page's caller: its answer, or undefined if it is no 200. */
async function injected(app: Pick<FastifyInstance, "inject">, request: FastifyRequest, path: string) {
  const { cookie, "user-agent": userAgent } = request.headers;
  const response = await app.inject({
    method: "GET",
    url: path,
    headers: { ...(cookie && { cookie }), ...(userAgent && { "user-agent": userAgent }) },
    remoteAddress: request.ip,
  });
  return response.statusCode === 200 ? (response.json() as unknown) : undefined;
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
