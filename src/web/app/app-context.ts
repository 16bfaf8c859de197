import { createContext, use } from "react";
import type { User } from "../../shared/contracts/user";

/** What the layout gives its own parts (top bar, banner) and every page (docs/screens.md "Layout"). */
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

/** The layout's context (app-layout.tsx provides it around the whole shell). */
export const AppContextValue = createContext<AppContext | null>(null);

/** In the layout's parts and its pages: the layout's context. */
export function useAppContext(): AppContext {
  const context = use(AppContextValue);
  if (!context) throw new Error("useAppContext is for the app layout's parts and the pages it renders.");
  return context;
}
