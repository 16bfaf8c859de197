import { useEffect } from "react";

export const APP_NAME = "Ponyatno";

/** Names the browser tab after the page, so history and screen readers say where one is. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
