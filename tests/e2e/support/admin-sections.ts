import { pageRoutes } from "../../../src/web/router";

/**
 * The admin hub's sections, in the hub's order, as the web's route table declares them
 * (src/web/router.tsx: every page under the hub but the hub's own index).
 */
export const ADMIN_SECTIONS: readonly string[] = pageRoutes
  .filter((route) => route.hub !== undefined && route.path !== "/admin")
  .map((route) => route.path);
