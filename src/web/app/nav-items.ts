import type { User } from "../../shared/contracts/user";
import { isAdmin } from "../../shared/domain/roles";
import { isActivePath } from "../lib/router/link";

export type NavIcon = "home" | "series" | "playlist" | "history" | "admin" | "qna" | "contact";

export interface NavItem {
  label: string;
  to: string;
  icon: NavIcon;
  /** The main scroll area, or the footer at the bottom of the panel. */
  area: "main" | "footer";
}

export const HOME: NavItem = { label: "Home", to: "/browse", icon: "home", area: "main" };

/** The progress page's History card: for every visitor (docs/screens.md "Side navigation"). */
export const HISTORY: NavItem = { label: "History", to: "/progress#history", icon: "history", area: "main" };

/** Series: for every visitor (docs/screens.md "Side navigation"). */
const SERIES: NavItem = { label: "Series", to: "/series", icon: "series", area: "main" };
/** My Playlists: every visitor has "Watch later" at least (docs/screens.md "My Playlists"). */
export const PLAYLISTS: NavItem = { label: "My Playlists", to: "/playlists", icon: "playlist", area: "main" };
const ADMIN: NavItem = { label: "Admin", to: "/admin", icon: "admin", area: "main" };

/** Q&A and Contact Us: the admin panel's footer; everyone has them in the content's footer too. */
export const FOOTER_PAGES: NavItem[] = [
  { label: "Q&A", to: "/qna", icon: "qna", area: "footer" },
  { label: "Contact Us", to: "/contact-us", icon: "contact", area: "footer" },
];

/** Side navigation entries for a user: Home, Series, My Playlists and History for everyone, Admin and the footer's pages for admins. */
export function navItemsFor(user: Pick<User, "roles"> | undefined): NavItem[] {
  return isAdmin(user)
    ? [HOME, SERIES, PLAYLISTS, HISTORY, ADMIN, ...FOOTER_PAGES]
    : [HOME, SERIES, PLAYLISTS, HISTORY];
}

/** Where the app is, as the entries are matched against it. */
export interface NavLocation {
  pathname: string;
  hash: string;
}

/**
 * An entry other than Home is marked on its page and below it; one that names a card of a page
 * (History: /progress#history) only while that card is open.
 */
function isEntryActive(item: NavItem, location: NavLocation): boolean {
  const hash = item.to.includes("#") ? item.to.slice(item.to.indexOf("#")) : null;
  return isActivePath(item.to, location.pathname) && (hash === null || location.hash === hash);
}

/**
 * Home is marked active everywhere (docs/screens.md "Side navigation": the catalog, a video, progress,
 * account…) except on the pages of the panel's other entries, which are marked themselves.
 */
export function isHomeActive(location: NavLocation, items: NavItem[]): boolean {
  return !items.some((item) => item.to !== HOME.to && isEntryActive(item, location));
}

/** Whether the side navigation marks this entry (`aria-current="page"`) at this location. */
export function isNavItemActive(item: NavItem, location: NavLocation, items: NavItem[]): boolean {
  return item === HOME ? isHomeActive(location, items) : isEntryActive(item, location);
}

export interface UserMenuItem {
  label: string;
  /** A route, or the log-out action. */
  to: string | "logout";
}

/** The user dropdown (docs/screens.md "Top bar"). */
export function userMenuItemsFor(user: Pick<User, "roles" | "isAnonymous">): UserMenuItem[] {
  const items: UserMenuItem[] = [{ label: "My Progress", to: "/progress" }];
  if (!user.isAnonymous) items.push({ label: "Account settings", to: "/account" });
  if (isAdmin(user)) items.push({ label: "Go Premium", to: "/premium" });
  if (!user.isAnonymous) items.push({ label: "Log out", to: "logout" });
  return items;
}
