import { itAnswers } from "@tests/setup/answers";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { routes } from "../../router";
import { isActivePath, Link, NavLink } from "./link";
import { pathOf, resolveTo, StaticLocation, useLocation, useSearchParams } from "./location";
import { findRoute, matchesPath, Routes, useParams } from "./routes";

describe("resolveTo", () => {
  const from = { pathname: "/progress" };

  it("keeps a path as it is", () => {
    expect(resolveTo("/browse?levels=Beginner+0", from)).toBe("/browse?levels=Beginner+0");
  });

  it("fills in the current path and prefixes the query and the hash", () => {
    expect(resolveTo({ hash: "goals" }, from)).toBe("/progress#goals");
    expect(resolveTo({ pathname: "/progress", hash: "#goals" }, { pathname: "/browse" })).toBe(
      "/progress#goals",
    );
    expect(resolveTo({ search: "q=дом" }, { pathname: "/browse" })).toBe("/browse?q=дом");
    expect(resolveTo({ search: "", hash: "#" }, from)).toBe("/progress");
  });

  it("writes a location back as its path", () => {
    expect(pathOf({ pathname: "/browse", search: "?q=a", hash: "#x" })).toBe("/browse?q=a#x");
  });
});

describe("isActivePath", () => {
  itAnswers("marks an entry on its page and on the pages below it, in any case", isActivePath, [
    ["/admin", "/admin", true],
    ["/admin", "/admin/video", true],
    ["/admin", "/Admin/", true],
    ["/progress#goals", "/progress", true],
  ]);

  it("does not mark an entry on a page that merely starts with its letters", () => {
    expect(isActivePath("/admin/video", "/admin/video-add")).toBe(false);
    expect(isActivePath("/browse", "/progress")).toBe(false);
  });
});

describe("the route table", () => {
  const pathFor = (url: string) => findRoute(routes, url)?.path;

  itAnswers("finds each page by its path, with or without a trailing slash, in any case", pathFor, [
    ["/browse", "/browse"],
    ["/Browse/", "/browse"],
    ["/admin/", "/admin"],
    ["/admin/video-add", "/admin/video-add"],
    ["/", "/"],
  ]);

  it("matches a video id written in Cyrillic, as the browser encodes it", () => {
    expect(matchesPath("/watch/:videoId", `/watch/${encodeURIComponent("мой-город")}`)).toBe(true);
    expect(matchesPath("/watch/:videoId", "/watch/a/b")).toBe(false);
  });

  it("sends any other path, an unknown admin section too, to the not-found page", () => {
    expect(pathFor("/admin/nothing-here")).toBe("*");
    expect(pathFor("/watch")).toBe("*");
    expect(pathFor("/browse/more")).toBe("*");
  });
});

describe("routes and links in a render", () => {
  function Watch() {
    const { videoId } = useParams();
    const [search] = useSearchParams();
    const { hash } = useLocation();
    return (
      <p>
        {videoId} at {search.get("t")} {hash || "no hash"}
      </p>
    );
  }

  const render = (url: string) =>
    renderToString(
      <StaticLocation url={url}>
        <Routes
          routes={[{ path: "/watch/:videoId" }, { path: "*" }]}
          render={(route) => (route.path === "*" ? <p>none</p> : <Watch />)}
        />
        <Link to={{ hash: "goals" }}>Goals</Link>
        <NavLink to="/watch" className={({ isActive }) => (isActive ? "on" : "off")}>
          Watch
        </NavLink>
        <NavLink to="/progress" className={({ isActive }) => (isActive ? "on" : "off")}>
          Progress
        </NavLink>
      </StaticLocation>,
    );

  it("renders the matching route with its decoded parameters and the URL's query", () => {
    const html = render(`/watch/${encodeURIComponent("мой-город")}?t=30`);
    expect(html).toContain("мой-город<!-- --> at <!-- -->30<!-- --> <!-- -->no hash");
  });

  it("renders the first matching route only", () => {
    expect(render("/progress")).toContain("<p>none</p>");
  });

  it("resolves links against the location, and marks the current page's entry", () => {
    const html = render("/watch/abc?t=30");
    expect(html).toContain('href="/watch/abc#goals"');
    expect(html).toContain('<a aria-current="page" href="/watch" class="on">Watch</a>');
    expect(html).toContain('<a href="/progress" class="off">Progress</a>');
  });
});
