import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { PAGE_MODULES, RENDERED_PAGES } from "./entry-server";

// router.tsx's text without spaces and trailing commas, so that the formatter's line breaks don't matter.
const router = readFileSync(path.join(import.meta.dirname, "router.tsx"), "utf8")
  .replace(/\s+/g, "")
  .replace(/,\)/g, ")");

it("names, for each page, the modules router.tsx loads for that page", () => {
  for (const [page, modules] of Object.entries(PAGE_MODULES)) {
    // The page's own module, at its path; around it, its parent's (the admin hub).
    const own = modules.at(-1) ?? "";
    const parents = modules.slice(0, -1);
    const route = parents.length > 0 ? "adminSection" : "page";
    expect(router, `router.tsx loads ${own} for ${page}`).toMatch(
      // Its options: a rendered page's (`rendered.browse`), or another's title.
      new RegExp(`${route}\\("${page}","${own}",(rendered\\.\\w+|\\{title:"[^"]+",?\\})\\)`),
    );
    // The manifest's keys: files below src/web that exist.
    for (const module of modules)
      expect(existsSync(path.join(import.meta.dirname, module)), module).toBe(true);
    for (const parent of parents) expect(parent).toBe("features/admin/admin-hub-page.tsx");
  }
});

it("has every page of router.tsx, and renders only pages it knows", () => {
  const routerPaths = [...router.matchAll(/(?:page|adminSection)\("([^"]+)"/g)]
    .map((m) => m[1] as string)
    .filter((p) => p !== "*");
  expect(routerPaths.length).toBeGreaterThan(10);
  expect(Object.keys(PAGE_MODULES).sort()).toEqual(routerPaths.sort());
  for (const page of RENDERED_PAGES) expect(PAGE_MODULES[page]).toBeDefined();
});
