import { expect, it } from "vitest";
import { localDateOf } from "../../src/shared/domain/dates";
import { formatDay } from "../../src/shared/domain/time-format";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { logOffPlatform } from "./support/off-platform";
import { listenToMoyGorod } from "./support/player";

const e2e = setupE2e();

// The browser runs in Europe/Moscow (support/browser.ts), and so does the visitor's day.
const today = () => localDateOf(Date.now(), "Europe/Moscow");

it("lists today's video and off-platform entry under today, on desktop and at 390 px, axe clean", async () => {
  // An anonymous visitor: the progress page, and its history, are theirs too (docs/product-rules.md "Roles").
  const page = await newPage(e2e.browser);
  await listenToMoyGorod(page, e2e.app.url);

  await page.goto(`${e2e.app.url}/progress#off-platform_input`);
  await logOffPlatform(page, {
    date: today(),
    start: "00:00",
    end: `${today()}T00:10`,
    hours: "0",
    minutes: "10",
    comment: "Радио Маяк",
  });

  // The side navigation's History (every visitor has it) opens the progress page's history card.
  const sideHistory = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" });
  await page.goto(`${e2e.app.url}/browse`);
  await sideHistory.click();
  await page.waitForURL(/\/progress#history$/);
  // The move renders once the progress page's module is in (a transition): wait for its mark.
  await expect.poll(() => sideHistory.getAttribute("aria-current")).toBe("page");
  // The heading carries the date and the day's total: 10 min logged and the seconds watched, in
  // the one duration format (rounded down to the minute: docs/progress.md "How figures are written").
  const day = page.getByRole("region", {
    name: new RegExp(`^Today, ${formatDay(today())}\\s*:\\s*10 min$`),
  });
  await day.waitFor();
  const video = day.getByRole("link", { name: "Мой город" });
  await video.waitFor();
  await day.getByRole("listitem").filter({ hasText: "Радио Маяк" }).getByText("10 min").waitFor();
  expect(await violations(page), "history on desktop").toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await day.waitFor();
  // Nothing is cut off: the page does not scroll sideways, and the time of each line is in view.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const time = day.getByRole("listitem").filter({ hasText: "Радио Маяк" }).getByText("10 min");
  const box = await time.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  // The four tabs fit: History is not cut off at the strip's edge.
  const tab = await page
    .getByRole("navigation", { name: "Progress sections" })
    .getByRole("link", { name: "History", exact: true })
    .boundingBox();
  expect(tab && tab.x + tab.width).toBeLessThanOrEqual(390);
  expect(await violations(page), "history at 390 px").toEqual([]);
  // On a phone the side panel is not shown to learners: Q&A, Contact Us and Premium are at the foot.
  const more = page.getByRole("navigation", { name: "More about Ponyatno" });
  for (const [name, href] of [
    ["Q&A", "/qna"],
    ["Contact Us", "/contact-us"],
    ["Premium", "/premium"],
  ]) {
    expect(await more.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
  }

  // The video's line leads to its page, by keyboard.
  await video.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/watch\/moy-gorod$/);
});

it("tells a new visitor that nothing is there yet (phone)", async () => {
  const page = await newPage(e2e.browser, "phone");
  await page.goto(`${e2e.app.url}/progress#history`);
  await page.getByText(/Nothing here yet\./).waitFor();
  expect(await violations(page), "empty history on a phone").toEqual([]);
});
