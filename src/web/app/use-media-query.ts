import { useSyncExternalStore } from "react";

/**
 * Tracks a CSS media query, e.g. the 768 px line where the side panel stops floating. A page
 * rendered on the server, and its hydration, use `serverValue` (the server cannot know); the
 * browser's own answer follows at once.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
