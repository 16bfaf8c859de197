import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { PAGE_MODULES, RENDERED_PAGES } from "./entry-server";

const router = readFileSync(path.join(import.meta.dirname, "router.tsx"), "utf8");
const importOf = (module: string) => `() => import("./${module.replace(/\.tsx$/, "")}")`;

it("names, for each page, the modules router.tsx loads for that page", () => {
  for (const [page, modules] of Object.entries(PAGE_MODULES)) {
    const segments = page.split("/").filter(Boolean);
    // The page's own module, at its path (the admin hub's index page has none).
    const own = modules.at(-1) ?? "";
    const last = page === "/admin" ? undefined : segments.at(-1);
    const call =
      last === undefined ? `page(undefined, ${importOf(own)})` : `page("${last}", ${importOf(own)}`;
    if (segments[0] === "watch") expect(router).toContain(`page("watch/:videoId", ${importOf(own)}`);
    else expect(router, `router.tsx loads ${own} for ${page}`).toContain(call);
    // Around it, its parents' (the admin hub).
    for (const parent of modules.slice(0, -1)) expect(router).toContain(`page("admin", ${importOf(parent)}`);
  }
});

it("has every page of router.tsx, and renders only pages it knows", () => {
  const routerPaths = [...router.matchAll(/page\("([^"]+)"/g)].map((m) => m[1] as string);
  const admin = routerPaths.slice(0, routerPaths.indexOf("emails") + 1).map((p) => `/admin/${p}`);
  const top = routerPaths
    .slice(routerPaths.indexOf("emails") + 1)
    .filter((p) => p !== "*")
    .map((p) => `/${p}`);
  expect(Object.keys(PAGE_MODULES).sort()).toEqual([...top, ...admin].sort());
  for (const page of RENDERED_PAGES) expect(PAGE_MODULES[page]).toBeDefined();
});
