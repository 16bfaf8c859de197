import { type DehydratedState, hydrate, type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenData,
  VISITOR_PREVIEW_ID,
} from "../../shared/contracts/first-screen";
import type { User } from "../../shared/contracts/user";
import { isAdmin } from "../../shared/domain/roles";
import { apiGet } from "../lib/api";
import { userQueryKey } from "./user-query";

/**
 * How long the answers the page came with count as fresh: the hooks' staleTime is 0 (a return to
 * the grid refreshes it), which would ask again for what the page already holds as soon as the
 * grid mounts. Invalidation (watching a video) still refreshes them at once.
 */
export const FIRST_SCREEN_FRESH_MS = 10_000;

/** The page's first-screen data (the server's script element, removed once read); null without it. */
export function readFirstScreen(): FirstScreenData | null {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstScreenData;
  } catch {
    return null;
  }
}

/** Where the app opens: the browser's location, or the URL the server renders. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/** True while the app shows the server's preview of a visitor who has no session yet. */
export function isVisitorPreview(user: Pick<User, "id">): boolean {
  return user.id === VISITOR_PREVIEW_ID;
}

/** A visitor the app just created (POST /api/user without a session): nothing watched, no premium. */
function isNewVisitor(user: User): boolean {
  return user.isAnonymous && !user.premium && user.roles.length === 0 && user.watchTimeSeconds === 0;
}

/**
 * Who a page is for (docs/architecture.md "How to add a page"): anyone (`none`), a visitor with a
 * session (`session`), an admin (`admin`). The server fetches a page's first screen only for a
 * caller its guard lets in, and the calls keep their own rules besides (a refusal leaves the page
 * to ask from the browser and explain); the browser carries a first visit's answers over to the
 * new user only on a page for anyone.
 */
export type PageGuard = "none" | "session" | "admin";

/** Whether a page's guard lets in the caller (`user`: the one with a session, null on a first visit). */
export function guardLets(guard: PageGuard, user: User | null): boolean {
  if (guard === "session") return user !== null;
  if (guard === "admin") return isAdmin(user);
  return true;
}

/**
 * One query of a page's first screen, as TanStack Query's `queryOptions`: the key its page's hook
 * reads (lib/query-keys.ts) and, in `path`, the API path (with its query) of its answer, which
 * its queryFn GETs through the web client and the server's render through `request.get`. `firstPage`:
 * the hook is an infinite query from page 1, and this is that page.
 */
export function pageQuery<T>(queryKey: readonly unknown[], path: string, firstPage = false) {
  const options = queryOptions({ queryKey, queryFn: ({ signal }) => apiGet<T>(path, { signal }) });
  return { ...options, path, firstPage };
}

/** A query of a page's first screen (`pageQuery`), as the server runs it. */
export interface PageQuery {
  queryKey: readonly unknown[];
  path: string;
  firstPage: boolean;
}

/**
 * What a page's first screen carries, declared with its route in router.tsx: the server's render
 * (entry-server.tsx `preparePage`) runs its queries for the caller in a fresh QueryClient, through
 * the app's own GET calls, and `dehydrate`s them into FirstScreenData; the browser, and that
 * render, `hydrate` them before the first render, so both draw the page, not its loading state
 * (docs/decisions/015).
 */
export interface PageFirstScreen {
  /**
   * The queries for a location and the user the app shows (the caller, or on a first visit the
   * preview of the new visitor); null: this URL gets none. A call that refuses the caller (401,
   * 403, 404, a bad query) leaves the page without data: the page asks from the browser, and
   * explains, as on any later navigation.
   */
  queries: (location: PageLocation, user: User) => PageQuery[] | null;
  /**
   * Whether a first visit's answers (for a caller without a session) are carried over to the user
   * POST /api/user then makes (what a new anonymous user sees is what such a caller does); default true.
   */
  forNewVisitor?: (location: PageLocation) => boolean;
  /** The first screen's largest image, preloaded from the page's head, from its queries' answers. */
  preloadImage?: (answers: unknown[]) => string | undefined;
  /** The page is drawn with the watch page's stored choices (FirstScreenData.watchChoices). */
  watchChoices?: boolean;
}

/** What the first screen reads of a route of router.tsx. */
export interface FirstScreenRoute {
  guard?: PageGuard;
  firstScreen?: PageFirstScreen;
}

/** The user the app shows first: the caller with a session, or the preview of a new visitor. */
export const shownUser = (data: Pick<FirstScreenData, "user" | "visitor">) => data.user ?? data.visitor;

/**
 * Puts the page's first-screen data in the query cache before the first render, so the first
 * screen paints without waiting for the API: by the browser (main.tsx) and by the server's render
 * of the same page (entry-server.tsx), which must agree.
 *
 * - The user (a visitor with a session) is put in as stale: POST /api/user still runs (it records
 *   the visit and the time zone), and the page shows this one meanwhile. On a first visit, the
 *   server's preview of the new visitor (id VISITOR_PREVIEW_ID) stands in for it until then.
 * - The page's answers are hydrated under their queries' keys, which hold what they are for (the
 *   user, /browse's filter, the watch page's video): a hook for another reads none of them. They
 *   count as fresh for FIRST_SCREEN_FRESH_MS by this clock. On a first visit they are for a caller
 *   without a session, which is what the new anonymous user sees too: they are carried over to the
 *   new user's keys as soon as POST /api/user has created it, on a page for anyone (its guard)
 *   unless its `forNewVisitor` says no (browse's `sort=random`, seeded by the user).
 */
export function seedFirstScreen(
  client: QueryClient,
  data: FirstScreenData,
  location: PageLocation,
  route: FirstScreenRoute | undefined,
): void {
  const user = shownUser(data);
  if (user) client.setQueryData(userQueryKey, user, { updatedAt: 0 });
  const state = data.queries as DehydratedState | undefined;
  if (!state) return;
  const freshUntil = Date.now() + FIRST_SCREEN_FRESH_MS;
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: freshUntil },
    })),
  });
  const first = route?.firstScreen;
  const visitor = data.visitor;
  if (data.user || !visitor || !first || (route.guard ?? "none") !== "none") return;
  if (!(first.forNewVisitor?.(location) ?? true)) return;
  // Synchronous with the user's arrival in the cache, so before the page's first render with it.
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryKey[0] !== userQueryKey[0]) return;
    if (event.action.type !== "success" && event.action.type !== "error") return;
    unsubscribe();
    const newUser = event.query.state.data as User | undefined;
    if (event.action.type !== "success" || !newUser || !isNewVisitor(newUser)) return;
    const from = first.queries(location, visitor) ?? [];
    const to = first.queries(location, newUser) ?? [];
    from.forEach((query, i) => {
      const answer = client.getQueryData(query.queryKey);
      const target = to[i];
      if (answer !== undefined && target)
        client.setQueryData(target.queryKey, answer, { updatedAt: freshUntil });
    });
  });
}
