import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { RENDERED_PAGES } from "./entry-server";

const router = readFileSync(path.join(import.meta.dirname, "router.tsx"), "utf8");

it("names, for each page the server renders, the module router.tsx loads for that page", () => {
  for (const [page, module] of Object.entries(RENDERED_PAGES)) {
    const routePath = page.replace(/^\//, "");
    const lazy = `page("${routePath}", () => import("./${module.replace(/\.tsx$/, "")}"))`;
    expect(router, `router.tsx loads ${module} for ${page}`).toContain(lazy);
  }
});
