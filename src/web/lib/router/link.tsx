import { type AnchorHTMLAttributes, createContext, type Ref, use } from "react";
import { Link as RoutedLink } from "wouter";
import { pathOf, resolveTo, type To, useLocation } from "./location";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * What the app does when a link is about to be followed (a pointer over it, a focus, a touch): the
 * route table readies the page it leads to (router.tsx `prefetchPage`).
 */
export const LinkIntent = createContext<(href: string) => void>(() => {});

/**
 * A link within the app: a real `<a href>` (a new tab, a copied link), which moves the app without
 * reloading it. A link to where the learner already is replaces the history entry rather than
 * adding one, as React Router's did: Back then leaves the page instead of showing it again.
 */
export function Link({ to, replace, onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const location = useLocation();
  const href = resolveTo(to, location);
  const intent = use(LinkIntent);
  return (
    <RoutedLink
      {...props}
      href={href}
      replace={replace ?? href === pathOf(location)}
      onPointerEnter={(event) => {
        intent(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        intent(href);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent(href);
        onTouchStart?.(event);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  to: string;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** Whether a path is a navigation entry's page or one below it (`/admin` on `/admin/video`). */
export function isActivePath(target: string, pathname: string): boolean {
  const path = target.split(/[?#]/, 1)[0]?.toLowerCase() ?? "";
  const current = pathname.toLowerCase();
  return current === path || (current.startsWith(path) && current.charAt(path.length) === "/");
}

/** A navigation entry: marked (`aria-current="page"`, and by its class) on its page and below it. */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const isActive = isActivePath(to, useLocation().pathname);
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
