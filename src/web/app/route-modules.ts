import { matchRoutes, type RouteObject } from "react-router";
import type { PageLocation } from "./first-screen";

/**
 * Loads the lazy route modules of a location into its routes (as the router would on navigating),
 * so that the first render of a page the server rendered is that page, not the loading screen:
 * hydration must render what the server did. A module that fails to load is left to the router.
 */
export async function loadRouteModules(routes: RouteObject[], location: PageLocation): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== "function") return;
      try {
        const module = await lazy();
        Object.assign(route, module);
        route.lazy = undefined;
      } catch {
        // The router loads it again, with its own error handling.
      }
    }),
  );
}
