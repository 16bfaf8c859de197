import type { AuditResponse } from "./admin";
import type { BrowseStatistics, BrowseVideosResponse } from "./browse";
import type { AdminVideosResponse } from "./catalog-admin";
import type { OverallResponse } from "./progress";
import type { User } from "./user";
import type { VideoResponse } from "./video";

/**
 * What a page's HTML carries for its first screen, so that it paints without waiting for the API
 * (docs/browse.md "The first screen in the page"): a `<script type="application/json">` with this
 * id, read once by the web app and put in its query cache under the keys its hooks use. The server
 * renders the same first screen into the page (docs/decisions/015-first-screen-rendered-on-the-server.md),
 * and the app hydrates it from this data. Types only: the web app reads it without zod.
 */
export const FIRST_SCREEN_ELEMENT_ID = "first-screen";

/** The id of `visitor`: a user who does not exist yet. */
export const VISITOR_PREVIEW_ID = "";

/**
 * The cookie that holds the watch page's choices (web: features/watch/watch-preferences.ts), read
 * by the server too so that the page it renders shows them. A cookie, not localStorage: the
 * request carries it.
 */
export const WATCH_CHOICES_COOKIE = "pn_watch";

export interface FirstScreenData {
  /** POST /api/user's answer for a visitor who has a session; null on a first visit (no session). */
  user: User | null;
  /**
   * On a first visit (no session): a new anonymous user as the database makes one, with the id
   * VISITOR_PREVIEW_ID. The page shows it until POST /api/user has created the real one.
   */
  visitor?: User;
  /** The server's guess of the layout (768 px and wider), from the browser's mobile hint. */
  desktop?: boolean;
  /**
   * On /watch/{id}: the watch page's stored choices (autoplay, speed, captions), the cookie
   * WATCH_CHOICES_COOKIE as the request had it; the page is rendered with them.
   */
  watchChoices?: string | null;
  /** On /browse: the first page of videos and the statistics for the URL's filter. */
  browse?: FirstScreenBrowse;
  /** On /watch/{id}: the video's answer, when GET /api/video/{id} would give it to the caller. */
  watch?: FirstScreenWatch;
  /** On /progress, for a visitor with a session: the summary's figures. */
  progress?: FirstScreenProgress;
  /** On /admin/video, for an admin: what the admin hub and its video list ask for first. */
  admin?: FirstScreenAdmin;
  /**
   * Another rendered page's data, under the field its route's `firstScreen` names
   * (src/web/router.tsx), shaped as the fields above: its scope, `userId` and its answers.
   */
  [page: string]: unknown;
}

export interface FirstScreenWatch {
  videoId: string;
  /** The user the answer is for; null: a visitor without a session (nothing watched, no premium). */
  userId: string | null;
  /** GET /api/video/{videoId} */
  answer: VideoResponse;
}

export interface FirstScreenBrowse {
  /**
   * The filter's query as the web app writes it (shared/domain/browse-url.ts): the browse calls'
   * query without `page`, and part of the browse queries' keys.
   */
  query: string;
  /** The user the answers are for; null: a visitor without a session (nothing watched, no premium). */
  userId: string | null;
  /** GET /api/browse/videos?<query>&page=1 */
  videos: BrowseVideosResponse;
  /** GET /api/browse/statistics?<query> */
  statistics: BrowseStatistics;
}

export interface FirstScreenProgress {
  /** The user the figures are for (the caller: /progress needs a session). */
  userId: string;
  /** GET /api/user/overall */
  overall: OverallResponse;
}

export interface FirstScreenAdmin {
  /** The admin the answers are for (the caller). */
  userId: string;
  /** GET /api/admin/audit */
  audit: AuditResponse;
  /** GET /api/admin/video */
  videos: AdminVideosResponse;
}

/**
 * What the server knows of a page request, for the web app's server entry to prepare the page
 * (src/web/entry-server.tsx `preparePage`; server: plugins/first-screen.ts).
 */
export interface PageRequest {
  /** The page's data that is the server's own: who is calling, and its guess of the layout. */
  head: Pick<FirstScreenData, "user" | "visitor" | "desktop">;
  /** The cookie WATCH_CHOICES_COOKIE as the request had it (null without one). */
  watchChoices: string | null;
  /**
   * A GET of one of the app's own API calls (a path with its query) for this caller: its answer,
   * as the call would give it, or undefined when the call refuses it (401, 403, 404, a bad query).
   */
  get: (path: string) => Promise<unknown>;
}

/** A page of the app as the web app's server entry prepares it for a request. */
export interface PreparedPage {
  /** What the page's HTML carries for its first screen. */
  data: FirstScreenData;
  /** The first screen's largest image, preloaded from the head. */
  preloadImage?: string;
  /** The page's route modules, relative to src/web: the build's manifest names their files. */
  modules: string[];
  /** Whether the server renders its first screen (else the browser renders the page). */
  rendered: boolean;
}
