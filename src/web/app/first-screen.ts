import type { QueryClient } from "@tanstack/react-query";
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenData,
  VISITOR_PREVIEW_ID,
} from "../../shared/contracts/first-screen";
import type { User } from "../../shared/contracts/user";
import { userQueryKey } from "./user-query";

/**
 * How long the browse answers the page came with count as fresh: the hooks' staleTime is 0 (a
 * return to the grid refreshes it), which would ask again for what the page already holds as soon
 * as the grid mounts. Invalidation (watching a video) still refreshes them at once.
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
 * A page's data as its HTML carries it (a field of FirstScreenData): what it was made for (its
 * scope; `userId`, the caller's, null without a session) and its answers.
 */
interface PageData {
  userId: string | null;
}

/** A query the page's data seeds: the key its hook reads, and the data in the hook's shape. */
export interface SeededQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/**
 * What a page's first screen carries, declared with its route in router.tsx: the server's render
 * (entry-server.tsx `preparePage`) asks the app's own GET calls for it, for the caller, and puts
 * the answers in FirstScreenData under `field`; the browser, and that render, seed their query
 * caches with them (`seedFirstScreen`) before the first render, so both draw the page, not its
 * loading state (docs/decisions/015).
 *
 * `D` is the data's type (FirstScreenBrowse…), `S` names its scope's fields (what the answers are
 * for beside the user: the URL's filter, the video); its other fields but `userId` are its
 * answers, one call each.
 */
export interface FirstScreen<D extends PageData, S extends keyof D> {
  /** Its field of FirstScreenData. */
  field: string;
  /** The scope of a location (null: this URL gets no data); the page's data is seeded only for its own. */
  scope: (location: PageLocation) => Pick<D, S> | null;
  /**
   * The API path (with its query) of each answer. A call that refuses the caller (401, 403, 404, a
   * bad query) leaves the page without data: the page asks from the browser, and explains, as on
   * any later navigation. So a page is guarded by its calls' own rules (the admin gate, a session).
   */
  calls: (scope: Pick<D, S>) => Record<Exclude<keyof D, S | "userId">, string>;
  /** The queries the data seeds, for the user the app shows (the caller, or the new visitor). */
  queries: (data: D, user: User) => SeededQuery[];
  /**
   * Whether answers for a caller without a session are seeded for the user POST /api/user then
   * makes (what a new anonymous user sees is what such a caller does); default true.
   */
  forNewVisitor?: (data: D) => boolean;
  /** The first screen's largest image, preloaded from the page's head. */
  preloadImage?: (data: D) => string | undefined;
  /** The page is drawn with the watch page's stored choices (FirstScreenData.watchChoices). */
  watchChoices?: boolean;
}

/** A FirstScreen of any page, as the route table holds it. */
export interface PageFirstScreen {
  field: string;
  scope: (location: PageLocation) => Record<string, unknown> | null;
  calls: (scope: Record<string, unknown>) => Record<string, string>;
  queries: (data: never, user: User) => SeededQuery[];
  forNewVisitor?: (data: never) => boolean;
  preloadImage?: (data: never) => string | undefined;
  watchChoices?: boolean;
}

/** A page's FirstScreen for the route table, its types checked against FirstScreenData. */
export function firstScreen<D extends PageData, S extends keyof D>(spec: FirstScreen<D, S>): PageFirstScreen {
  return spec as unknown as PageFirstScreen;
}

/** What a page's data was made for: its scope and user (the fields that are no answer). */
function sameScope(scope: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return Object.entries(scope).every(([name, value]) => data[name] === value);
}

/**
 * Puts the page's first-screen data (its route's `firstScreen`; server: entry-server.tsx
 * `preparePage`) in the query cache under the keys of the hooks that read it (lib/query-keys.ts),
 * so the first screen paints without waiting for the API. Called once before the first render, by
 * the browser (main.tsx) and by the server's render of the same page (entry-server.tsx), which
 * must agree.
 *
 * - The user (a visitor with a session) is put in as stale: POST /api/user still runs (it records
 *   the visit and the time zone), and the page shows this one meanwhile. On a first visit, the
 *   server's preview of the new visitor (id VISITOR_PREVIEW_ID) stands in for it until then.
 * - The page's answers go under its queries' keys when the URL is still the one they were made for
 *   (its scope: /browse's filter, the watch page's video), for the user they were made for. On a
 *   first visit (no user yet) they are for a caller without a session, which is what the new
 *   anonymous user sees too: they are put under the preview's id, and under the new user's id as
 *   soon as POST /api/user has created it (unless the page's `forNewVisitor` says no: browse's
 *   `sort=random`, seeded by the user).
 */
export function seedFirstScreen(
  client: QueryClient,
  data: FirstScreenData,
  location: PageLocation,
  page: PageFirstScreen | undefined,
): void {
  const user = data.user ?? data.visitor;
  if (user) client.setQueryData(userQueryKey, user, { updatedAt: 0 });
  const pageData = page && (data[page.field] as (PageData & Record<string, unknown>) | undefined);
  const scope = page?.scope(location);
  if (!page || !pageData || !scope || !sameScope(scope, pageData)) return;
  const freshUntil = Date.now() + FIRST_SCREEN_FRESH_MS;
  const userId = pageData.userId;
  const forNewVisitor = page.forNewVisitor?.(pageData as never) ?? true;
  seedForCaller(client, data, userId, forNewVisitor, (caller) => {
    for (const query of page.queries(pageData as never, caller)) {
      client.setQueryData(query.queryKey, query.data, { updatedAt: freshUntil });
    }
  });
}

/**
 * Seeds answers made for `userId` (null: a caller without a session) under the user the app shows:
 * that user, or on a first visit the preview and then, `forNewVisitor`, the user POST /api/user makes.
 */
function seedForCaller(
  client: QueryClient,
  data: FirstScreenData,
  userId: string | null,
  forNewVisitor: boolean,
  seed: (user: User) => void,
): void {
  if (userId !== null) {
    if (data.user?.id === userId) seed(data.user);
    return;
  }
  if (!forNewVisitor) return;
  if (data.visitor) seed(data.visitor);
  // Synchronous with the user's arrival in the cache, so before the page's first render with it.
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryKey[0] !== userQueryKey[0]) return;
    if (event.action.type !== "success" && event.action.type !== "error") return;
    unsubscribe();
    const user = event.query.state.data as User | undefined;
    if (event.action.type === "success" && user && isNewVisitor(user)) seed(user);
  });
}
