import type { QueryClient } from "@tanstack/react-query";
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenBrowse,
  type FirstScreenData,
  type FirstScreenWatch,
  VISITOR_PREVIEW_ID,
} from "../../shared/contracts/first-screen";
import type { User } from "../../shared/contracts/user";
import { filterFromSearchParams, filterToSearchParams } from "../../shared/domain/browse-url";
import { isPagePath, watchedVideoId } from "../../shared/domain/page-path";
import { hasPremiumAccess } from "../../shared/domain/roles";
import {
  adminQueryKey,
  browseStatisticsKey,
  browseVideosKey,
  overallQueryKey,
  videoQueryKey,
} from "../lib/query-keys";
import { sessionKeyOf, userQueryKey } from "./user-query";

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

/** The filter query of the URL the app opens on, as the browse hooks key it (browse-queries.ts). */
function browseQueryOf(location: PageLocation): string | null {
  if (!isPagePath(location.pathname, "/browse")) return null;
  return filterToSearchParams(filterFromSearchParams(new URLSearchParams(location.search))).toString();
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
 * Puts the page's first-screen data (server: plugins/first-screen.ts) in the query cache under the
 * keys of the hooks that read it (lib/query-keys.ts), so the first screen paints without waiting for the API. Called
 * once before the first render, by the browser (main.tsx) and by the server's render of the same
 * page (entry-server.tsx), which must agree.
 *
 * - The user (a visitor with a session) is put in as stale: POST /api/user still runs (it records
 *   the visit and the time zone), and the page shows this one meanwhile. On a first visit, the
 *   server's preview of the new visitor (id VISITOR_PREVIEW_ID) stands in for it until then.
 * - The browse answers go under `["browse", "videos" | "statistics", userId, query]` when the URL
 *   is still the one they were made for, and a watch page's video under useVideoQuery's key
 *   (features/watch/video-query.ts) when it is still that video's page. On a first visit (no user
 *   yet) they are for a caller without a session, which is what the new anonymous user sees too:
 *   they are put under the preview's id, and under the new user's id as soon as POST /api/user has
 *   created it (not for browse's `sort=random`, seeded by the user).
 * - /progress's summary figures under useOverall's key, for the user they were made for.
 * - /admin/video's recent changes and video list under the admin queries' keys, for the admin.
 */
export function seedFirstScreen(client: QueryClient, data: FirstScreenData, location: PageLocation): void {
  const user = data.user ?? data.visitor;
  if (user) client.setQueryData(userQueryKey, user, { updatedAt: 0 });
  const freshUntil = Date.now() + FIRST_SCREEN_FRESH_MS;
  const browse = data.browse;
  if (browse && browseQueryOf(location) === browse.query) {
    const random = filterFromSearchParams(new URLSearchParams(browse.query)).sort === "random";
    seedForCaller(client, data, browse.userId, !random, (caller) =>
      seedBrowse(client, browse, caller.id, freshUntil),
    );
  }
  const watch = data.watch;
  if (watch && watchedVideoId(location.pathname) === watch.videoId) {
    seedForCaller(client, data, watch.userId, true, (caller) => seedWatch(client, watch, caller, freshUntil));
  }
  const admin = data.admin;
  if (admin && isPagePath(location.pathname, "/admin/video") && data.user?.id === admin.userId) {
    // The hub's and the list's queries.
    const session = sessionKeyOf(data.user);
    client.setQueryData(adminQueryKey(session, "audit"), admin.audit, { updatedAt: freshUntil });
    client.setQueryData(adminQueryKey(session, "videos"), admin.videos, { updatedAt: freshUntil });
  }
  const progress = data.progress;
  if (progress && isPagePath(location.pathname, "/progress") && data.user?.id === progress.userId) {
    client.setQueryData(overallQueryKey(progress.userId), progress.overall, { updatedAt: freshUntil });
  }
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

function seedWatch(client: QueryClient, watch: FirstScreenWatch, user: User, freshUntil: number) {
  client.setQueryData(videoQueryKey(watch.videoId, user.id, hasPremiumAccess(user)), watch.answer, {
    updatedAt: freshUntil,
  });
}

function seedBrowse(client: QueryClient, browse: FirstScreenBrowse, userId: string, freshUntil: number) {
  // The data shapes of useBrowseVideos (an infinite query from page 1) and useBrowseStatistics.
  client.setQueryData(
    browseVideosKey(userId, browse.query),
    { pages: [browse.videos], pageParams: [1] },
    { updatedAt: freshUntil },
  );
  client.setQueryData(browseStatisticsKey(userId, browse.query), browse.statistics, {
    updatedAt: freshUntil,
  });
}
