import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

const ADMIN_EMAIL = "list-url-admin@example.com";

const e2e = setupE2e({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

/** What the list shows: its filter, its current page and its first row. */
async function listView(page: Page) {
  // The toolbar's fields are disabled until the page is live (app-layout.tsx): read it once it is.
  const premium = page.getByRole("combobox", { name: "Premium" });
  await expect.poll(() => premium.isEnabled()).toBe(true);
  const current = page.getByRole("navigation", { name: "Pages of videos" }).locator("[aria-current=page]");
  return {
    search: new URL(page.url()).search,
    premium: await premium.inputValue(),
    page: (await current.count()) === 0 ? "" : await current.textContent(),
    firstRow: await page.getByRole("table").getByRole("row").nth(1).textContent(),
  };
}

/** Waits until the list shows a URL query (the router commits a change as a transition). */
async function waitForQuery(page: Page, search: string) {
  await expect.poll(() => new URL(page.url()).search).toBe(search);
}

it("keeps the video list's filter and page in the URL: a reload shows the same view, Back the one before", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(page, e2e.app, "Lia List", ADMIN_EMAIL);
  await page.goto(`${e2e.app.url}/admin/video`);
  const unfiltered = await listView(page);
  expect(unfiltered).toMatchObject({ search: "", premium: "", page: "1" });

  await page.getByRole("combobox", { name: "Premium" }).selectOption("no");
  await waitForQuery(page, "?premium=no");
  const filtered = await listView(page);
  expect(filtered).toMatchObject({ premium: "no", page: "1" });

  await page.getByRole("navigation", { name: "Pages of videos" }).getByRole("button", { name: "2" }).click();
  await waitForQuery(page, "?premium=no&page=2");
  const second = await listView(page);
  expect(second).toMatchObject({ premium: "no", page: "2" });
  expect(second.firstRow).not.toBe(filtered.firstRow);

  // A reload (or the link shared) opens the same view.
  await page.reload();
  expect(await listView(page)).toEqual(second);

  // Back: the filtered first page, then the list as it opened; Forward: the filtered page again.
  await page.goBack();
  await waitForQuery(page, "?premium=no");
  await expect.poll(async () => (await listView(page)).page).toBe("1");
  expect(await listView(page)).toEqual(filtered);
  await page.goBack();
  await waitForQuery(page, "");
  await expect.poll(async () => (await listView(page)).premium).toBe("");
  expect(await listView(page)).toEqual(unfiltered);
  await page.goForward();
  await waitForQuery(page, "?premium=no");
  await expect.poll(async () => (await listView(page)).premium).toBe("no");
  expect(await listView(page)).toEqual(filtered);

  // A link to that view, opened in a new tab, shows it too.
  const tab = await page.context().newPage();
  await tab.goto(`${e2e.app.url}/admin/video?premium=no&page=2`);
  expect(await listView(tab)).toEqual(second);
  await page.context().close();
});
