import { useOutletContext } from "react-router";
import type { User } from "../../shared/contracts/user";

/** What every child route receives from the layout (SPEC.md §1). */
export interface AppContext {
  user: User;
  /** Refetches POST /api/user; resolves when the new user is in. */
  reloadUser: () => Promise<void>;
  /** Replaces the cached user, e.g. with a server answer that already holds it. */
  setUser: (user: User) => void;
  openSignUp: () => void;
  openLogIn: () => void;
  /** The desktop layout (768 px and wider); until the page is live, the server's guess of it. */
  desktop: boolean;
}

/**
 * The layout's context. A route that renders its own `<Outlet/>` (the admin hub) must pass it on:
 * `<Outlet context={useAppContext()} />`.
 */
export function useAppContext(): AppContext {
  return useOutletContext<AppContext>();
}
