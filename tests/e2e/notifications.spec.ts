import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays } from "../../src/shared/domain/calendar";
import { localDateOf } from "../../src/shared/domain/dates";
import { type RunningApp, startApp } from "./support/app-server";
import { seriousFindings, violations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

// The browser runs in Europe/Moscow (support/browser.ts), and so does the visitor's day.
const yesterday = () => addDays(localDateOf(Date.now(), "Europe/Moscow"), -1);

/** One entry through the progress page's off-platform form, from 10:00 yesterday. */
async function logOffPlatform(page: Page, startTime: string, end: string, minutes: number) {
  await page.getByLabel("Start date").fill(yesterday());
  await page.getByLabel("Start time").fill(startTime);
  await page.getByLabel("End").fill(`${yesterday()}T${end}`);
  await page.getByLabel("hours", { exact: true }).fill("0");
  await page.getByLabel("minutes", { exact: true }).fill(String(minutes));
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Data submitted.").waitFor();
}

it("shows the 1-hour milestone in the bell once off-platform input passes 1 h, marks it read, at desktop and phone sizes", async () => {
  const page = await newPage(browser);
  await page.goto(`${app.url}/progress#off-platform_input`);
  const bell = page.getByRole("button", { name: /^Notifications, / });
  await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications, none unread");

  await logOffPlatform(page, "10:00", "10:40", 40);
  await logOffPlatform(page, "11:00", "11:30", 30);
  // The entry saved past 1 h made the milestone: the bell's count rises without a reload.
  await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications, 1 unread");

  await bell.click();
  expect(await bell.getAttribute("aria-expanded")).toBe("true");
  const list = page.getByRole("region", { name: "Notifications" });
  const item = list.getByRole("listitem").filter({ hasText: "1 hour of Russian" });
  await item.waitFor();
  expect(await item.getByRole("link").getAttribute("href")).toBe("/progress");
  expect(await violations(page), "the list open").toEqual([]);
  expect(await seriousFindings(page), "the list open, every rule").toEqual([]);

  await item.getByRole("button", { name: "Mark read: 1 hour of Russian" }).click();
  await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications, none unread");
  await expect.poll(() => item.getByRole("button").count()).toBe(0);

  // Escape closes the list and gives the focus back to the bell.
  await page.keyboard.press("Escape");
  await list.waitFor({ state: "detached" });
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
    "Notifications, none unread",
  );

  // On a phone: the same bell, its list within the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await bell.click();
  await item.waitFor();
  const box = await list.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await violations(page), "the list open on a phone").toEqual([]);
  // Following the notification goes where it is about.
  await item.getByRole("link").click();
  await page.waitForURL(/\/progress$/);
  await list.waitFor({ state: "detached" });
});
