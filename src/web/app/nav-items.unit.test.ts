import { describe, expect, it } from "vitest";
import { isAdmin } from "../../shared/domain/roles";
import { isHomeActive, isNavItemActive, navItemsFor, userMenuItemsFor } from "./nav-items";

const visitor = { roles: [], isAnonymous: true };
const member = { roles: [], isAnonymous: false };
const admin = { roles: ["admin"], isAnonymous: false };

describe("side navigation items", () => {
  it("shows Home, Series, My Playlists and History, which leads to the progress page's history, to everyone who is not an admin", () => {
    for (const user of [visitor, member, undefined]) {
      expect(navItemsFor(user)).toEqual([
        { label: "Home", to: "/browse", icon: "home", area: "main" },
        { label: "Series", to: "/series", icon: "series", area: "main" },
        { label: "My Playlists", to: "/playlists", icon: "playlist", area: "main" },
        { label: "History", to: "/progress#history", icon: "history", area: "main" },
      ]);
    }
  });

  it("shows admins Home, Series, My Playlists, History and Admin, with Q&A and Contact Us in the footer", () => {
    const items = navItemsFor(admin);
    expect(items.filter((i) => i.area === "main").map((i) => [i.label, i.to])).toEqual([
      ["Home", "/browse"],
      ["Series", "/series"],
      ["My Playlists", "/playlists"],
      ["History", "/progress#history"],
      ["Admin", "/admin"],
    ]);
    expect(items.filter((i) => i.area === "footer").map((i) => [i.label, i.to])).toEqual([
      ["Q&A", "/qna"],
      ["Contact Us", "/contact-us"],
    ]);
  });

  it("marks Home active on every page but those of the panel's other entries", () => {
    const at = (pathname: string, hash = "") => ({ pathname, hash });
    for (const path of ["/browse", "/watch/utro-doma", "/progress", "/account"]) {
      expect(isHomeActive(at(path), navItemsFor(admin)), path).toBe(true);
    }
    for (const path of [
      "/admin",
      "/admin/video",
      "/playlists",
      "/playlists/abc",
      "/qna",
      "/contact-us",
      "/series",
      "/series/x",
    ]) {
      expect(isHomeActive(at(path), navItemsFor(admin)), path).toBe(false);
    }
    // No entry leads to Premium any more: Home stays active there; Series is everyone's.
    expect(isHomeActive(at("/premium"), navItemsFor(member))).toBe(true);
    expect(isHomeActive(at("/premium"), navItemsFor(admin))).toBe(true);
    expect(isHomeActive(at("/series"), navItemsFor(member))).toBe(false);
    expect(isHomeActive(at("/administrator"), navItemsFor(admin))).toBe(true);
    // History is marked (and Home is not) only while the history card is open.
    for (const user of [member, admin]) {
      const items = navItemsFor(user);
      const history = items.find((i) => i.label === "History");
      expect(history && isNavItemActive(history, at("/progress", "#history"), items)).toBe(true);
      expect(isHomeActive(at("/progress", "#history"), items)).toBe(false);
      expect(history && isNavItemActive(history, at("/progress", "#goals"), items)).toBe(false);
      expect(isHomeActive(at("/progress", "#goals"), items)).toBe(true);
    }
  });

  it("recognises the admin role among others", () => {
    expect(isAdmin({ roles: ["beta", "admin"] })).toBe(true);
    expect(isAdmin({ roles: ["beta"] })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe("user menu items", () => {
  const labels = (user: { roles: string[]; isAnonymous: boolean }) =>
    userMenuItemsFor(user).map((i) => i.label);

  it("offers anonymous visitors only My Progress", () => {
    expect(labels(visitor)).toEqual(["My Progress"]);
  });

  it("adds Account settings and Log out for registered users", () => {
    expect(labels(member)).toEqual(["My Progress", "Account settings", "Log out"]);
  });

  it("adds Go Premium for admins", () => {
    expect(userMenuItemsFor(admin)).toEqual([
      { label: "My Progress", to: "/progress" },
      { label: "Account settings", to: "/account" },
      { label: "Go Premium", to: "/premium" },
      { label: "Log out", to: "logout" },
    ]);
  });
});
