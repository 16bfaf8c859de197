import type { Page } from "playwright-core";
import { expect } from "vitest";
import { serverTotals } from "./page-api";

/** The watch page's player knows its video (its metadata is in): it can be played and sought. */
export async function waitForMetadata(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 1);
}

/**
 * Opens the demo's file video "Мой город", plays it to its fifth second and pauses it; returns
 * once the pause's report has reached the server (at least 4 s of input credited).
 */
export async function listenToMoyGorod(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/watch/moy-gorod`);
  await page.getByRole("heading", { level: 1, name: "Мой город" }).waitFor();
  await waitForMetadata(page);
  await page.locator("video").evaluate((v: HTMLVideoElement) => v.play());
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) >= 5, undefined, {
    timeout: 20_000,
  });
  await page.locator("video").evaluate((v: HTMLVideoElement) => v.pause());
  await expect
    .poll(async () => (await serverTotals(page)).watchTimeSeconds, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(4);
}
