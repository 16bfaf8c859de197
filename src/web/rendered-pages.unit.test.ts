import { existsSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { PAGE_MODULES, RENDERED_PAGES } from "./entry-server";
import { pageRoutes } from "./router";

// The server's render reads the route table through entry-server.tsx: each page's modules are the
// keys of Vite's manifest the server links from a page's head (plugins/route-assets.ts).

it("names, for each page, modules that exist where router.tsx's glob finds pages", () => {
  expect(Object.keys(PAGE_MODULES).length).toBeGreaterThan(10);
  for (const [page, modules] of Object.entries(PAGE_MODULES)) {
    for (const module of modules) {
      expect(module, page).toMatch(/^features\/[\w-]+\/[\w-]+-page\.tsx$/);
      expect(existsSync(path.join(import.meta.dirname, module)), module).toBe(true);
    }
    // Around a section, only the admin hub.
    for (const parent of modules.slice(0, -1)) expect(parent).toBe("features/admin/admin-hub-page.tsx");
  }
});

it("puts every admin section below the hub, at /admin/<name> with its module admin-<name>-page.tsx", () => {
  const sections = pageRoutes.filter((r) => r.path.startsWith("/admin"));
  expect(sections.length).toBeGreaterThan(5);
  for (const route of sections) {
    expect(route.hub, route.path).toBe("features/admin/admin-hub-page.tsx");
    expect(route.guard, route.path).toBe("admin");
    const name = route.path === "/admin" ? "index" : route.path.slice("/admin/".length);
    expect(route.module).toBe(`features/admin/admin-${name}-page.tsx`);
  }
  // A page the server renders is a page it knows.
  for (const page of RENDERED_PAGES) expect(PAGE_MODULES[page]).toBeDefined();
});
