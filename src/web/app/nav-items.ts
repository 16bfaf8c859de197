import type { User } from "../../shared/contracts/user";
import { isAdmin } from "../../shared/domain/roles";

export type NavIcon = "home" | "series" | "playlist" | "history" | "admin" | "qna" | "contact";

export interface NavItem {
  label: string;
  to: string;
  icon: NavIcon;
  /** The main scroll area, or the footer at the bottom of the panel. */
  area: "main" | "footer";
}

export const HOME: NavItem = { label: "Home", to: "/browse", icon: "home", area: "main" };

// Series, playlists and history are not built yet: they lead to the Premium page (docs/screens.md "Layout").
const ADMIN_ONLY: NavItem[] = [
  { label: "Series", to: "/premium", icon: "series", area: "main" },
  { label: "My Playlists", to: "/premium", icon: "playlist", area: "main" },
  { label: "History", to: "/premium", icon: "history", area: "main" },
  { label: "Admin", to: "/admin", icon: "admin", area: "main" },
  { label: "Q&A", to: "/qna", icon: "qna", area: "footer" },
  { label: "Contact Us", to: "/contact-us", icon: "contact", area: "footer" },
];

/** Side navigation entries for a user: Home for everyone, the rest only for admins. */
export function navItemsFor(user: Pick<User, "roles"> | undefined): NavItem[] {
  return isAdmin(user) ? [HOME, ...ADMIN_ONLY] : [HOME];
}

/**
 * Home is marked active everywhere (docs/screens.md "Side navigation": the catalog, a video, progress,
 * account…) except on the pages of the panel's other entries, which are marked themselves.
 */
export function isHomeActive(pathname: string, items: NavItem[]): boolean {
  const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return !items.some((item) => item.to !== HOME.to && within(item.to));
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
