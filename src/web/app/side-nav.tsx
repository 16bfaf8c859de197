import { useEffect, useRef } from "react";
import type { User } from "../../shared/contracts/user";
import { isAdmin } from "../../shared/domain/roles";
import { Icon } from "../components/icons";
import { isActivePath, Link } from "../lib/router/link";
import { useLocation } from "../lib/router/location";
import { isNavItemActive, type NavItem, navItemsFor } from "./nav-items";

interface SideNavProps {
  user: User;
  /** Admins toggle the panel; for everyone else it is Home and History, on desktop only. */
  open: boolean;
  /** Below 768 px the panel floats over the content. */
  overlay: boolean;
  onClose: () => void;
}

interface NavEntryProps {
  item: NavItem;
  /** Marked (isNavItemActive); never an entry that shares its target with another. */
  active: boolean;
  /** The current path: a marked entry is the current page (`aria-current`) only on its own path. */
  pathname: string;
  onNavigate: () => void;
}

function NavEntry({ item, active, pathname, onNavigate }: NavEntryProps) {
  return (
    <Link
      to={item.to}
      className={`side-nav-link${active ? " active" : ""}`}
      aria-current={active && isActivePath(item.to, pathname) ? "page" : undefined}
      onClick={onNavigate}
    >
      <Icon name={item.icon} />
      <span>{item.label}</span>
    </Link>
  );
}

export function SideNav({ user, open, overlay, onClose }: SideNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
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
            // Several entries lead to /premium for now: marking them all would only confuse.
            active={!isShared(item) && isNavItemActive(item, location, items)}
            pathname={location.pathname}
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
