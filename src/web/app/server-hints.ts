import { createContext } from "react";

/**
 * What the server rendered a page for, and so what the browser's hydration of it must render
 * first (FirstScreenData). Afterwards the browser's own values take over.
 */

/** The server's guess of the layout, 768 px and wider (FirstScreenData.desktop). */
export const DesktopHintContext = createContext(false);

/** The watch page's stored choices as the request's cookie had them (FirstScreenData.watchChoices). */
export const WatchChoicesHintContext = createContext<string | null>(null);
