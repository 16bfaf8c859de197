import type { QueryClient } from "@tanstack/react-query";
import type { PageRequest } from "../../shared/contracts/first-screen";
import type { User } from "../../shared/contracts/user";
import { apiGet } from "../lib/api";
import {
  FIRST_SCREEN_FRESH_MS,
  type FirstScreenRoute,
  guardLets,
  isVisitorPreview,
  type PageLocation,
  type PageQuery,
  shownUser,
} from "./first-screen";
import { userQueryKey } from "./user-query";

// Asking for a page's first-screen answers: the server's render of a page (entry-server.tsx), and
// the browser before a move to a page (router.tsx `prefetchPage`, which loads this module on the
// first link it readies: nothing here is needed before a page is live).

/**
 * Fetches one first-screen query into `client` and gives its answer: a `firstPage` query as the
 * first page of the infinite query its page's hook reads.
 */
function fetchPageQuery(
  client: QueryClient,
  query: PageQuery,
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>,
): Promise<unknown> {
  const { queryKey } = query;
  if (!query.firstPage) return client.fetchQuery({ queryKey, queryFn, retry: false });
  return client
    .fetchInfiniteQuery({ queryKey, queryFn, initialPageParam: 1, retry: false })
    .then((data) => data.pages[0]);
}

/**
 * Runs a page's first-screen queries for a page request (server: entry-server.tsx), in `client`,
 * a fresh one: each fetches its answer through `request.get`, the app's own GET call for the
 * caller. The answers in the order of the queries; null when the route declares none for this URL
 * or caller, or a call refused it (then the page asks from the browser, and explains).
 */
export async function fetchFirstScreen(
  client: QueryClient,
  route: FirstScreenRoute,
  location: PageLocation,
  request: PageRequest,
): Promise<unknown[] | null> {
  const user = shownUser(request.head);
  const first = route.firstScreen;
  if (!first || !user || !guardLets(route.guard ?? "none", request.head.user)) return null;
  const queries = first.queries(location, user);
  if (!queries) return null;
  const refused = new Error("refused");
  const answers = await Promise.all(
    queries.map((query) => {
      const queryFn = async () => {
        const answer = await request.get(query.path);
        if (answer === undefined) throw refused;
        return answer;
      };
      return fetchPageQuery(client, query, queryFn).catch(() => undefined);
    }),
  );
  // Without every answer the page asks from the browser, and explains what the call refused.
  return answers.some((answer) => answer === undefined) ? null : answers;
}

/**
 * Asks for a page's first-screen answers before the move to it (a pointer over its link, a focus,
 * a touch: router.tsx `prefetchPage`), for the user in the cache, when the page's guard lets them
 * in. An answer counts as fresh for FIRST_SCREEN_FRESH_MS, as the server's do, so the page that
 * mounts with it does not ask again; one already fresh is not asked for. A refusal is left to the
 * page, which asks from the browser and explains.
 */
export function prefetchFirstScreen(
  client: QueryClient,
  route: FirstScreenRoute,
  location: PageLocation,
): void {
  const user = client.getQueryData<User>(userQueryKey);
  const first = route.firstScreen;
  if (!first || !user || isVisitorPreview(user) || !guardLets(route.guard ?? "none", user)) return;
  for (const query of first.queries(location, user) ?? []) {
    // An answer still fresh is kept; one marked stale since (a video watched meanwhile moves its
    // position, the grid's overlays) is asked for again.
    const state = client.getQueryState(query.queryKey);
    const fresh = state?.data !== undefined && state.dataUpdatedAt + FIRST_SCREEN_FRESH_MS > Date.now();
    if (fresh && !state.isInvalidated) continue;
    const queryFn = ({ signal }: { signal: AbortSignal }) => apiGet<unknown>(query.path, { signal });
    void fetchPageQuery(client, query, queryFn)
      .then(() => {
        const data = client.getQueryData(query.queryKey);
        client.setQueryData(query.queryKey, data, { updatedAt: Date.now() + FIRST_SCREEN_FRESH_MS });
      })
      .catch(() => undefined);
  }
}
