import { createContext } from "react";

/**
 * The server's guess of the layout, 768 px and wider (FirstScreenData.desktop): what a page
 * rendered on the server was rendered for, and so what its hydration must render first.
 */
export const DesktopHintContext = createContext(false);
