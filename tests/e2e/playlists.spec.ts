import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { seriousFindings } from "./support/axe";
import { newPage, untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";

// My Playlists (docs/screens.md "My Playlists", "Add to playlist"): a visitor adds videos from
// browse cards' menus to a new playlist and finds it on /playlists, orders it with the keyboard's
// buttons and plays it along; every step axe clean.

const e2e = setupE2e();

/** Opens the card's menu and its "Add to playlist" dialog; answers the card's title. */
async function openAddDialog(page: Page, index: number): Promise<string> {
  const card = page.locator("main ul article").nth(index);
  const title = (await card.getByRole("heading").textContent())?.trim() ?? "";
  await card.getByRole("button", { name: `More actions: ${title}` }).click();
  await page.getByRole("menuitem", { name: "Add to playlist" }).click();
  await page.getByRole("dialog", { name: "Add to playlist" }).waitFor();
  return title;
}

it("adds videos from card menus to a new playlist, finds it on /playlists, reorders and plays it", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await untilLive(page);

  const first = await openAddDialog(page, 0);
  const dialog = page.getByRole("dialog", { name: "Add to playlist" });
  await dialog.getByRole("checkbox", { name: /Watch later/ }).waitFor();
  expect(await seriousFindings(page)).toEqual([]);
  await dialog.getByLabel("New playlist").fill("Кухня и быт");
  await dialog.getByRole("button", { name: "Create" }).click();
  const kitchen = dialog.getByRole("checkbox", { name: /Кухня и быт/ });
  await kitchen.waitFor();
  await expect.poll(() => kitchen.isChecked()).toBe(true);
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.waitFor({ state: "detached" });

  const second = await openAddDialog(page, 1);
  await page.getByRole("checkbox", { name: /Кухня и быт/ }).check();
  await expect.poll(() => page.getByRole("checkbox", { name: /Кухня и быт/ }).isChecked()).toBe(true);
  await page.getByRole("button", { name: "Done" }).click();

  await page.getByRole("link", { name: "My Playlists" }).first().click();
  await page.getByRole("heading", { level: 1, name: "My Playlists" }).waitFor();
  const row = page.locator("li", { has: page.getByRole("link", { name: "Кухня и быт" }) });
  await row.getByText(/^2 videos · /).waitFor();
  expect(await page.locator("li").filter({ hasText: "Watch later" }).count()).toBe(1);
  expect(await seriousFindings(page)).toEqual([]);

  await row.getByRole("link", { name: "Кухня и быт" }).click();
  await page.getByRole("heading", { level: 1, name: "Кухня и быт" }).waitFor();
  const videos = page.getByRole("list", { name: "Videos" }).getByRole("listitem");
  const order = () => videos.locator("a").allTextContents();
  expect(await order()).toEqual([first, second]);
  expect(await seriousFindings(page)).toEqual([]);

  // The keyboard's way: "Move down" on the first video, by Enter.
  await page.getByRole("button", { name: `Move down: ${first}` }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(order).toEqual([second, first]);
  await page.reload();
  await untilLive(page);
  await expect.poll(order).toEqual([second, first]);

  await page.getByRole("button", { name: "▶ Play" }).click();
  await page.waitForURL(/\/watch\/[^?]+\?playlist=/);
  await page.getByRole("heading", { level: 1, name: second }).waitFor();
  await page.close();
});
