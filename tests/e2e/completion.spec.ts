import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

const e2e = setupE2e();

/** The Completion section's bar of one level: its accessible text is "N of M videos · 0 min of 1 h 5 min". */
const levelBar = (page: Page, level: string) =>
  page.getByRole("list", { name: "Completion by level" }).getByRole("progressbar", { name: level });

it("counts a video marked as watched in its level's completion, with the statistics, axe clean on a phone", async () => {
  const page = await newPage(e2e.browser, "phone");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(page, e2e.app, "Вера", "vera.completion@example.com");

  // "Мой город" (moy-gorod) is the demo's Beginner 0 video.
  await page.goto(`${e2e.app.url}/progress`);
  const bar = levelBar(page, "Beginner 0");
  await bar.waitFor();
  const before = (await bar.getAttribute("aria-valuetext")) ?? "";
  const total = Number(/^0 of (\d+) videos? · 0 min of \d.*$/.exec(before)?.[1]);
  expect(total, before).toBeGreaterThanOrEqual(1);
  await page.getByText("Exact total").waitFor();
  expect(await page.getByTestId("exact-total").textContent()).toBe("0 s");
  await page
    .getByTestId("final-goal-stat")
    .getByText(/min a day/)
    .waitFor();

  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await page.getByRole("button", { name: "Mark as watched" }).click();
  await page.getByRole("status").filter({ hasText: "Watched" }).waitFor();

  await page.goto(`${e2e.app.url}/progress`);
  await expect
    .poll(async () => levelBar(page, "Beginner 0").getAttribute("aria-valuetext"), { timeout: 15_000 })
    .toMatch(new RegExp(`^1 of ${total} videos? · `));
  const row = page.getByRole("list", { name: "Completion by level" }).getByRole("listitem").first();
  expect(await row.textContent()).toContain(`1 of ${total} video`);
  if (total === 1) {
    // Fully watched is done, not almost done.
    await page
      .getByText("A level, topic or channel shows here once you have watched 80% of its videos.")
      .waitFor();
  }

  // By topic: the labelled select.
  const select = page.getByRole("combobox", { name: "Completion by" });
  await select.focus();
  await select.selectOption("topics");
  await page
    .getByRole("list", { name: "Completion by topic" })
    .getByRole("progressbar", { name: "Города" })
    .waitFor();

  expect(await violations(page)).toEqual([]);
  // Nothing is cut off at 390 px: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
