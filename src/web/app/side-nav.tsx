import { useEffect, useRef } from "react";
import type { User } from "../../shared/contracts/user";
import { isAdmin } from "../../shared/domain/roles";
import { Icon } from "../components/icons";
import { Link, NavLink } from "../lib/router/link";
import { useLocation } from "../lib/router/location";
import { HOME, isHomeActive, type NavItem, navItemsFor } from "./nav-items";

interface SideNavProps {
  user: User;
  /** Admins toggle the panel; for everyone else it is just Home on desktop. */
  open: boolean;
  /** Below 768 px the panel floats over the content. */
  overlay: boolean;
  onClose: () => void;
}

interface NavEntryProps {
  item: NavItem;
  shared: boolean;
  /** Marked active on other pages than its own too (Home, see isHomeActive). */
  markedActive?: boolean;
  onNavigate: () => void;
}

function NavEntry({ item, shared, markedActive = false, onNavigate }: NavEntryProps) {
  const content = (
    <>
      <Icon name={item.icon} />
      <span>{item.label}</span>
    </>
  );
  // Several entries lead to /premium for now; marking all three active would only confuse.
  if (shared) {
    return (
      <Link to={item.to} className="side-nav-link" onClick={onNavigate}>
        {content}
      </Link>
    );
  }
  return (
    <NavLink
      to={item.to}
      // NavLink marks its own page (aria-current too); Home is also marked on the others'.
      className={({ isActive }) => `side-nav-link${isActive || markedActive ? " active" : ""}`}
      onClick={onNavigate}
    >
      {content}
    </NavLink>
  );
}

export function SideNav({ user, open, overlay, onClose }: SideNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const items = navItemsFor(user);
  const admin = isAdmin(user);
  const floating = admin && overlay;
  const visible = admin ? open : !overlay;

  useEffect(() => {
    if (!floating || !open) return;
    navRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [floating, open, onClose]);

  if (!visible) return null;
  const targets = items.map((i) => i.to);
  const isShared = (item: NavItem) => targets.indexOf(item.to) !== targets.lastIndexOf(item.to);
  const afterNavigate = floating ? onClose : () => {};
  const entries = (area: NavItem["area"]) =>
    items
      .filter((item) => item.area === area)
      .map((item) => (
        <li key={item.label}>
          <NavEntry
            item={item}
            shared={isShared(item)}
            markedActive={item === HOME && isHomeActive(pathname, items)}
            onNavigate={afterNavigate}
          />
        </li>
      ));

  return (
    <>
      {floating && <div className="side-nav-backdrop" onClick={onClose} aria-hidden="true" />}
      <nav
        id="side-nav"
        ref={navRef}
        aria-label="Main"
        className={`side-nav${floating ? " side-nav-floating" : ""}`}
      >
        <ul className="side-nav-list side-nav-main">{entries("main")}</ul>
        {admin && <ul className="side-nav-list side-nav-footer">{entries("footer")}</ul>}
      </nav>
    </>
  );
}
