import { createContext, type ReactNode, use } from "react";
import { parse } from "regexparam";
import { matchRoute, Route } from "wouter";
import { useLocation } from "./location";

export { Redirect, useParams } from "wouter";

/** The path as routes match it: decoded (`/watch/%D0%B4` as `/watch/д`), as wouter's routes do. */
function decodedPath(pathname: string): string {
  try {
    return pathname.includes("%") ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

/** Whether a path matches a route's pattern (`/watch/:videoId`). */
export function matchesPath(pattern: string, pathname: string): boolean {
  return matchRoute(parse, pattern, decodedPath(pathname))[0];
}

/** The first of the routes whose pattern the path matches. */
export function findRoute<T extends { path: string }>(routes: readonly T[], pathname: string): T | undefined {
  return routes.find((route) => matchesPath(route.path, pathname));
}

/**
 * The first of the routes the location matches, rendered with its parameters (`useParams`). The
 * element is always a `Route` in the same place, so React keeps what two routes' trees share (the
 * admin hub, moving between its sections) and renders only what differs.
 */
export function Routes<T extends { path: string }>({
  routes,
  render,
}: {
  routes: readonly T[];
  render: (route: T) => ReactNode;
}) {
  const route = findRoute(routes, useLocation().pathname);
  return route ? <Route path={route.path}>{render(route)}</Route> : null;
}

const OutletContext = createContext<ReactNode>(null);

/** Puts a nested route's page where its parent page renders `<Outlet />` (the admin hub's sections). */
export function OutletProvider({ outlet, children }: { outlet: ReactNode; children: ReactNode }) {
  return <OutletContext value={outlet}>{children}</OutletContext>;
}

export function Outlet() {
  return use(OutletContext);
}
