import type { User } from "./user";

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
  /**
   * The answers of the page's first-screen queries (its route's `firstScreen` in src/web/router.tsx),
   * for the caller, as TanStack Query's `dehydrate` writes them (the web app `hydrate`s them): its
   * own format, so typed here only as far as the server needs. Absent when a call refused the caller.
   */
  queries?: DehydratedQueries;
}

/** TanStack Query's DehydratedState (the server never reads inside it; the web app hydrates it). */
export interface DehydratedQueries {
  queries: unknown[];
  mutations: unknown[];
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
