import { adminSections } from "../../../src/web/router";

/** The admin hub's sections' paths, in the hub's order, as the web's route table declares them (src/web/router.tsx). */
export const ADMIN_SECTIONS: readonly string[] = adminSections.map((route) => route.path);
