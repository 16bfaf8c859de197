import { lazy, Suspense, useEffect } from "react";
import type { User } from "../../shared/contracts/user";
import { Icon } from "../components/icons";
import { MenuAction } from "../components/menu-action";
import { MenuButton } from "../components/menu-button";
import { Link } from "../lib/router/link";
import { useAppContext } from "./app-context";
import { userMenuItemsFor } from "./nav-items";

// The theme's items and the code that keeps the page on the chosen theme load after the page is
// live: the server's page already set the theme before its first paint (docs/screens.md "Colour mode").
const ColorModeItems = lazy(() => import("./color-mode-items").then((m) => ({ default: m.ColorModeItems })));

function useColorModeOnPage(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import("./color-mode").then((m) => {
      if (!left) stop = m.followColorMode();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
}

export function displayName(user: User): string {
  return user.isAnonymous || !user.name.trim() ? "Guest" : user.name.trim();
}

function initial(name: string): string {
  const first = name.codePointAt(0);
  return first === undefined ? "?" : String.fromCodePoint(first).toUpperCase();
}

interface UserMenuProps {
  user: User;
  onLogOut: () => void;
}

/** The user dropdown: its accessible name is the user's name, or "Guest", the text it shows. */
export function UserMenu({ user, onLogOut }: UserMenuProps) {
  const { openLogIn, openSignUp } = useAppContext();
  const name = displayName(user);
  // The top bar is on every page: the page's colour mode follows the choice from here.
  useColorModeOnPage();
  const toggle = (
    <>
      <span className={`avatar${user.isAnonymous ? " avatar-guest" : ""}`} aria-hidden="true">
        {initial(name)}
      </span>
      {/* The button's name: shown from lg, read by screen readers at every width. */}
      <span className="user-menu-name visually-hidden-below-lg">{name}</span>
      <Icon name="chevron" size={16} className="user-menu-chevron" />
    </>
  );
  return (
    <MenuButton
      label={name}
      namedByToggle
      toggle={toggle}
      toggleClassName="user-menu-toggle"
      menuClassName="user-menu"
    >
      {(close) => (
        <>
          {/* The name is already the button's label; this is a visual reminder of who is signed in. */}
          <div className="dropdown-header" aria-hidden="true">
            <span className="d-block fw-semibold text-body">{name}</span>
            <span className="d-block small text-truncate">
              {user.isAnonymous ? "Not signed in" : user.email}
            </span>
          </div>
          <hr className="dropdown-divider" />
          {userMenuItemsFor(user).map((item) =>
            item.to === "logout" ? (
              <MenuAction key={item.label} close={close} onSelect={onLogOut}>
                {item.label}
              </MenuAction>
            ) : (
              <Link key={item.label} to={item.to} role="menuitem" className="dropdown-item" onClick={close}>
                {item.label}
              </Link>
            ),
          )}
          <hr className="dropdown-divider" />
          <Suspense fallback={null}>
            <ColorModeItems close={close} />
          </Suspense>
          {user.isAnonymous && (
            // On phones the top bar has no room for these buttons, so they live here.
            <div className="d-md-none" role="none">
              <hr className="dropdown-divider" />
              {(
                [
                  ["Log in", openLogIn],
                  ["Sign up", openSignUp],
                ] as const
              ).map(([label, action]) => (
                <MenuAction key={label} close={close} onSelect={action}>
                  {label}
                </MenuAction>
              ))}
            </div>
          )}
        </>
      )}
    </MenuButton>
  );
}
