import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays } from "../../src/shared/domain/calendar";
import { localDateOf } from "../../src/shared/domain/dates";
import { seriousFindings, violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { logOffPlatform as logEntry } from "./support/off-platform";

const e2e = setupE2e();

// The browser runs in Europe/Moscow (support/browser.ts), and so does the visitor's day.
const yesterday = () => addDays(localDateOf(Date.now(), "Europe/Moscow"), -1);

/** One entry through the progress page's off-platform form, from yesterday's `startTime`. */
const logOffPlatform = (page: Page, startTime: string, end: string, minutes: number) =>
  logEntry(page, {
    date: yesterday(),
    start: startTime,
    end: `${yesterday()}T${end}`,
    hours: "0",
    minutes: String(minutes),
    comment: "",
  });

it("shows the 1-hour milestone in the bell once off-platform input passes 1 h, marks it read, at desktop and phone sizes", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/progress#off-platform_input`);
  const bell = page.getByRole("button", { name: /^Notifications, / });
  await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications, none unread");
  // From Friday to Sunday a week without a journal entry also brings the journal's reminder, made
  // as soon as the app first asks for the bell's list. A line written this week keeps another from
  // coming, and the one that may have come already is marked read: the bell's count is then the
  // milestone's alone, whatever the day.
  const today = localDateOf(Date.now(), "Europe/Moscow");
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([path, body]) =>
        (
          await fetch(path as string, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          })
        ).status,
      [path, body] as const,
    );
  // Polled: the bell shows the server's preview of a first visit until the app has made the user,
  // and a call before that has no session (401).
  await expect.poll(() => post("/api/user/journal", { date: today, text: "Слушала подкаст" })).toBe(200);
  expect(await post("/api/user/notifications/read", { all: true })).toBe(200);

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
