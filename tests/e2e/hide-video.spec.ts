import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { newPage, untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";

const e2e = setupE2e();

/** "12 videos found" of the applied-filters bar, as a number. */
async function foundCount(page: Page): Promise<number> {
  const text = await page
    .getByRole("region", { name: "Applied filters" })
    .getByText(/videos? found/)
    .textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

const cardLink = (page: Page, title: string) =>
  page.getByRole("list", { name: "Videos" }).getByRole("link", { name: title, exact: true });

it("hides a video from its card's menu with the keyboard: the card leaves and the count drops; Undo brings it back; axe clean", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await cardLink(page, "Утро дома").waitFor();
  await untilLive(page);
  const before = await foundCount(page);

  const toggle = page.getByRole("button", { name: "More actions: Утро дома" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const item = page.getByRole("menuitem", { name: "Hide this video" });
  await expect.poll(() => item.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press("Enter");

  // The card leaves at once; the notice says so and takes the focus for Undo.
  await cardLink(page, "Утро дома").waitFor({ state: "detached" });
  const notice = page.getByRole("status").filter({ hasText: "Video hidden." });
  await notice.waitFor();
  const undo = notice.getByRole("button", { name: "Undo" });
  await expect.poll(() => undo.evaluate((el) => el === document.activeElement)).toBe(true);
  await expect.poll(() => foundCount(page), { timeout: 10_000 }).toBe(before - 1);
  expect(await violations(page)).toEqual([]);

  // A reload keeps it hidden: the server has it.
  await page.reload();
  await cardLink(page, "Мой город").waitFor();
  expect(await cardLink(page, "Утро дома").count()).toBe(0);
  expect(await foundCount(page)).toBe(before - 1);

  // Hidden again from the menu by pointer, then Undo.
  await page.reload();
  await page.getByRole("button", { name: "More actions: Мой город" }).click();
  await page.getByRole("menuitem", { name: "Hide this video" }).click();
  await cardLink(page, "Мой город").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByRole("status").filter({ hasText: "“Мой город” is back in your videos." }).waitFor();
  await cardLink(page, "Мой город").waitFor();
  await expect.poll(() => foundCount(page), { timeout: 10_000 }).toBe(before - 1);
  await page.context().close();
});

it("hides a video from the watch page and shows it again from /progress#history's Hidden videos; axe clean", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await page.getByRole("heading", { level: 1, name: "Мой город" }).waitFor();
  await page.getByRole("button", { name: "Hide this video" }).click();
  const hidden = page.getByRole("status").filter({ hasText: "Video hidden." });
  await hidden.waitFor();
  await expect
    .poll(() => hidden.getByRole("button", { name: "Undo" }).evaluate((el) => el === document.activeElement))
    .toBe(true);
  expect(await violations(page)).toEqual([]);

  await page.goto(`${e2e.app.url}/browse`);
  await cardLink(page, "Утро дома").waitFor();
  expect(await cardLink(page, "Мой город").count()).toBe(0);

  await page.goto(`${e2e.app.url}/progress#history`);
  const list = page.getByRole("region", { name: "Hidden videos" });
  await list.getByRole("link", { name: "Мой город" }).waitFor();
  expect(await violations(page)).toEqual([]);
  await list.getByRole("button", { name: "Show again: Мой город" }).click();
  await list.getByText("None.", { exact: false }).waitFor();

  await page.goto(`${e2e.app.url}/browse`);
  await cardLink(page, "Мой город").waitFor();
  await page.context().close();
});

it("on a phone: the card's menu opens inside the card, the notice fits the screen, Undo works; axe clean", async () => {
  const page = await newPage(e2e.browser, "phone");
  await page.goto(`${e2e.app.url}/browse`);
  await cardLink(page, "Утро дома").waitFor();
  await page.getByRole("button", { name: "More actions: Утро дома" }).click();
  const item = page.getByRole("menuitem", { name: "Hide this video" });
  await item.waitFor();
  // Inside the screen's width: the card would clip a menu that overflowed it.
  const width = page.viewportSize()?.width ?? 0;
  const box = await item.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  expect(await violations(page)).toEqual([]);
  await item.click();
  await cardLink(page, "Утро дома").waitFor({ state: "detached" });
  const notice = page.getByRole("status").filter({ hasText: "Video hidden." });
  await notice.waitFor();
  const noticeBox = await notice.locator(".hidden-video-notice").boundingBox();
  expect(noticeBox && noticeBox.x >= 0 && noticeBox.x + noticeBox.width <= width).toBe(true);
  expect(await violations(page)).toEqual([]);
  await notice.getByRole("button", { name: "Undo" }).click();
  await cardLink(page, "Утро дома").waitFor();
  await page.context().close();
});
