import type { Page } from "playwright-core";
import { it } from "vitest";
import { newPage, untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";

const e2e = setupE2e();

/** Waits until the browser tab says `title`. */
async function tabSays(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title);
}

it("names the tab after the page (its route's title), a video, or what the page says of the visitor", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await untilLive(page);
  await tabSays(page, "Browse videos · Ponyatno");

  // A move within the app to a video: the watch page names the tab after it.
  const card = page.locator("a.video-card-link").first();
  const videoTitle = (await card.textContent())?.trim() ?? "";
  await card.click();
  await page.waitForURL(/\/watch\//);
  await tabSays(page, `${videoTitle} · Ponyatno`);
  // Opened from its address, the page comes with its video (the server's first screen): its
  // title is there from the first render, and still has the last word over the route's.
  await page.reload();
  await untilLive(page);
  await tabSays(page, `${videoTitle} · Ponyatno`);

  await page.goto(`${e2e.app.url}/qna`);
  await tabSays(page, "Q&A · Ponyatno");

  // An admin section for a visitor who is no admin: the page's own word, not its route's.
  await page.goto(`${e2e.app.url}/admin/user`);
  await page.getByRole("heading", { name: "Admins only" }).waitFor();
  await tabSays(page, "Admins only · Ponyatno");

  await page.goto(`${e2e.app.url}/no-such-page`);
  await tabSays(page, "Page not found · Ponyatno");
});
