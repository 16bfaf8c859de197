import { describe, expect, it } from "vitest";
import { routesOf } from "./route-paths";

describe("routesOf", () => {
  it("fills each :id pattern with the URL-encoded id and keeps the other paths", () => {
    const routes = routesOf({ list: "/api/series", one: "/api/series/:id", words: "/api/video/:id/words" });
    expect(routes.list).toBe("/api/series");
    expect(routes.one("a b/ц")).toBe("/api/series/a%20b%2F%D1%86");
    expect(routes.words("x")).toBe("/api/video/x/words");
  });
});
