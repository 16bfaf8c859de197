import { createContext, use } from "react";
import type { User } from "../../shared/contracts/user";

/** What every child route receives from the layout (docs/screens.md "Layout"). */
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

/** What the layout gives every page it renders (app-layout.tsx provides it). */
export const AppContextValue = createContext<AppContext | null>(null);

/** In a page: the layout's context. */
export function useAppContext(): AppContext {
  const context = use(AppContextValue);
  if (!context) throw new Error("useAppContext is for pages, which the app's layout renders.");
  return context;
}
