import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { waitForMetadata } from "./support/player";

const e2e = setupE2e();

const row = (page: Page) => page.getByRole("region", { name: "Continue watching" });
const found = (page: Page) =>
  page.getByRole("region", { name: "Applied filters" }).getByText(/videos? found/);
const videoTime = (page: Page) => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime);

it("finds a half-watched video in Continue watching with its progress, and resumes it where it stopped; axe clean", async () => {
  const page = await newPage(e2e.browser);
  const firstAnswer = page.waitForResponse((r) => r.url().endsWith("/api/user/continue-watching"));
  await page.goto(`${e2e.app.url}/browse`);
  await found(page).waitFor();
  // A new visitor has started nothing: no row.
  await firstAnswer;
  expect(await row(page).count()).toBe(0);

  // Open a free demo file video from the grid and leave it half watched (44 s long; stop near 21 s).
  await page.getByRole("link", { name: "Утро дома", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Утро дома" }).waitFor();
  await waitForMetadata(page);
  await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 20;
    return v.play();
  });
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) >= 21, undefined, {
    timeout: 20_000,
  });
  // The pause sends the position; back to browse once the server has it.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/watchtime/update") && r.ok());
  const stoppedAt = await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.pause();
    return v.currentTime;
  });
  await saved;
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/browse");

  // Coming back shows it at once: the row is fetched again on return.
  const card = row(page)
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Утро дома" }) });
  await card.waitFor({ timeout: 15_000 });
  expect(await row(page).getByRole("heading", { level: 2, name: "Continue watching" }).count()).toBe(1);
  expect(await row(page).getByRole("article").count()).toBe(1);
  const percent = Number((await card.getByText(/% watched$/).textContent())?.match(/\d+/)?.[0]);
  // The server keeps the position of the pause report: within a percent of where the player stopped.
  expect(Math.abs(percent - (stoppedAt / 44) * 100)).toBeLessThanOrEqual(1);
  const bar = await card.locator(".video-card-progress > span").first().boundingBox();
  const thumb = await card.locator(".video-card-thumb").boundingBox();
  expect((bar?.width ?? 0) / (thumb?.width ?? 1)).toBeCloseTo(percent / 100, 1);

  expect(await violations(page)).toEqual([]);

  // Reached with the keyboard: Tab from the toolbar lands on the row's card link, focus visible.
  await page.getByLabel("Sort").focus();
  const link = card.getByRole("link", { name: "Утро дома" });
  for (let i = 0; i < 40 && !(await link.evaluate((l) => l === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  expect(await link.evaluate((l) => l === document.activeElement && l.matches(":focus-visible"))).toBe(true);

  // At phone size the row scrolls sideways inside its box, and axe finds nothing either.
  await page.setViewportSize({ width: 375, height: 800 });
  const list = row(page).getByRole("list");
  const overflowX = await list.evaluate((l) => getComputedStyle(l).overflowX);
  expect(overflowX).toBe("auto");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A filter, a search or a sort hides the row; back to no filter, it returns.
  await page.getByLabel("Sort").selectOption("old");
  await row(page).waitFor({ state: "detached" });
  await page.getByLabel("Sort").selectOption("new");
  await card.waitFor();

  // Its link resumes the video near where it stopped.
  await link.click();
  await page.getByRole("heading", { level: 1, name: "Утро дома" }).waitFor();
  await waitForMetadata(page);
  await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(stoppedAt - 1.5);
  expect(await videoTime(page)).toBeLessThan(stoppedAt + 1.5);
  await page.context().close();
});
