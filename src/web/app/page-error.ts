import { createContext, useContext } from "react";

/** The error a page's error screen shows (lazy-page.tsx's boundary provides it). */
export const PageErrorContext = createContext<unknown>(undefined);

/** In a page's error screen: what went wrong. */
export function usePageError(): unknown {
  return useContext(PageErrorContext);
}
