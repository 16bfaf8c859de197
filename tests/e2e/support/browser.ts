import { type Browser, type BrowserServer, chromium, type Page } from "playwright-core";

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Demo videos play with sound in tests without a user gesture.
  "--autoplay-policy=no-user-gesture-required",
];

/**
 * The tier's one Chromium (global-setup.ts), which every spec connects to (`connectBrowser`):
 * starting a Chromium per spec cost seconds each, and the specs' browser contexts keep them apart.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
}

/** A spec's connection to the tier's Chromium; closing it closes the contexts the spec opened. */
export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * What a phone's Chromium tells the server about itself: the server draws a page's first screen for
 * the layout it guesses from this (plugins/first-screen.ts), and a headless desktop Chromium at a
 * phone's width would get the desktop layout until the script takes over.
 */
export const PHONE_HINT = { "Sec-CH-UA-Mobile": "?1" };

/** A new page at a desktop or phone size; failed requests to the outside world are expected offline. */
export async function newPage(browser: Browser, size: "desktop" | "phone" = "desktop"): Promise<Page> {
  const context = await browser.newContext({
    viewport: size === "desktop" ? { width: 1280, height: 800 } : { width: 375, height: 800 },
    timezoneId: "Europe/Moscow",
    ...(size === "phone" ? { extraHTTPHeaders: PHONE_HINT } : {}),
  });
  return context.newPage();
}

/**
 * Resolves once the page's script has taken over the server's first screen and its controls are
 * enabled. Clicks wait for that on their own; a keyboard press or focus() right after the first
 * paint does not, and would land on a control that is still disabled.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.locator("fieldset.app-live:not([disabled])").waitFor({ state: "attached" });
}
