import { useEffect } from "react";

export const APP_NAME = "Ponyatno";

/** What the browser tab says for a page's title. */
export function pageTitleOf(title: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * Names the browser tab after what a page shows (the watch page's video) or its state (an error):
 * a page's own title is its route's (router.tsx `title`, app/route-title.tsx).
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitleOf(title);
  }, [title]);
}
