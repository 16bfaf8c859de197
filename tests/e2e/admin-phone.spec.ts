import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { PHONE_HINT } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

// docs/screens.md "Admin": on a phone every admin list is cards, nothing sticks out of its card.
const ADMIN_EMAIL = "phone.admin@example.com";

const e2e = setupE2e({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
let admin: Page;
beforeAll(async () => {
  const context = await e2e.browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: "Europe/Moscow",
    extraHTTPHeaders: PHONE_HINT,
  });
  admin = await context.newPage();
  await admin.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(admin, e2e.app, "Pia Phone", ADMIN_EMAIL);
});

/** Every cell (and what it holds) whose box reaches past its row's card, or past the screen. */
function outside(page: Page, table: string): Promise<string[]> {
  return page.locator(table).evaluate((element) => {
    const found: string[] = [];
    const screen = document.documentElement.clientWidth;
    for (const row of element.querySelectorAll("tbody tr")) {
      const card = row.getBoundingClientRect();
      if (card.right > screen + 0.5) found.push(`a card ends at ${card.right} px, the screen at ${screen}`);
      for (const piece of row.querySelectorAll("td, td *")) {
        const box = piece.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < card.left - 0.5 || box.right > card.right + 0.5)
          found.push(
            `${piece.tagName} "${piece.textContent?.slice(0, 40)}": ${box.left}–${box.right} outside ${card.left}–${card.right}`,
          );
      }
    }
    return found;
  });
}

it("shows Recent changes at 390 px as cards of sentences, no column outside its card", async () => {
  // A change to list: a topic added.
  await admin.goto(`${e2e.app.url}/admin/topic`);
  await admin.getByLabel("New topic").fill("Телефонная тема");
  await admin.getByRole("button", { name: "Add" }).click();
  await admin.getByText("Added topic “Телефонная тема”.").waitFor();
  // Again, in another letter case: the server's 409 says it exists, not "Is this topic already added?".
  await admin.getByLabel("New topic").fill("телефонная ТЕМА");
  await admin.getByRole("button", { name: "Add" }).click();
  await admin.getByText("The topic “Телефонная тема” already exists: it is in the list.").waitFor();

  await admin.goto(`${e2e.app.url}/admin`);
  const table = "table:has(caption:text('The most recent admin actions, newest first'))";
  await admin.locator(table).waitFor();
  // A card: the header row is out of sight, each cell carries its column's name.
  expect(
    await admin.locator(`${table} thead`).evaluate((head) => head.getBoundingClientRect().width),
  ).toBeLessThanOrEqual(1);
  const first = admin.locator(`${table} tbody tr`).first();
  expect(
    await first.locator("td").evaluateAll((cells) => cells.map((c) => c.getAttribute("data-label"))),
  ).toEqual(["When", "Who", "What", "Detail"]);
  expect(await first.locator("td[data-label='What']").innerText()).toBe("Added the topic “Телефонная тема”");
  expect(await outside(admin, table)).toEqual([]);
  // No raw codes: the action's sentence, not "topic.add".
  expect(await admin.locator(table).innerText()).not.toMatch(/\b(topic|video|user|planner)\.[a-z-]+\b/);
  // The page itself never scrolls sideways.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

it("shows the users as cards with the sort control in full at 390 px", async () => {
  await admin.goto(`${e2e.app.url}/admin/user`);
  const table = "table:has(caption:text('Registered users'))";
  await admin.locator(table).waitFor();
  expect(await outside(admin, table)).toEqual([]);
  for (const label of ["Search users", "Sort by"]) {
    const box = await admin.getByLabel(label).boundingBox();
    expect(box, label).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(390);
    expect(box?.x ?? -1, label).toBeGreaterThanOrEqual(0);
  }
  // The longest option is readable in the closed select: the select is wide enough for it.
  const fits = await admin.getByLabel("Sort by").evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement("span");
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
    document.body.append(probe);
    const widest = Math.max(
      ...[...select.options].map((option) => {
        probe.textContent = option.text;
        return probe.getBoundingClientRect().width;
      }),
    );
    probe.remove();
    const style = getComputedStyle(select);
    const room =
      select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { widest, room };
  });
  expect(fits.room).toBeGreaterThanOrEqual(fits.widest);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

it("shows the email runs at 390 px as cards, or says there are none", async () => {
  await admin.goto(`${e2e.app.url}/admin/emails`);
  const table = "table:has(caption:text('The last runs of the email jobs, newest first'))";
  await admin.getByText("No runs have sent anything yet.").or(admin.locator(table)).waitFor();
  if ((await admin.locator(table).count()) > 0) {
    expect(await outside(admin, table)).toEqual([]);
    expect(await admin.locator(table).innerText()).not.toMatch(/\b\w+:\d+\b/);
  }
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
