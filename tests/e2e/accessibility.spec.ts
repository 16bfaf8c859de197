import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { newPage, untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

// One admin account per test and screen size: each signs up afresh.
const ADMIN_EMAILS = ["admin@example.com", "admin.phone@example.com", "admin.keys@example.com"];

const e2e = setupE2e({ env: { ADMIN_EMAILS: ADMIN_EMAILS.join(",") } });

const found = (page: Page) =>
  page.getByRole("region", { name: "Applied filters" }).getByText(/videos? found/);

it("has no WCAG A or AA violations on browse (with a filter menu open) and watch, on desktop and phone", async () => {
  for (const size of ["desktop", "phone"] as const) {
    const page = await newPage(e2e.browser, size);
    await page.goto(`${e2e.app.url}/browse`);
    await found(page).waitFor();
    await page.locator("main article").first().waitFor();
    expect(await violations(page), `browse on ${size}`).toEqual([]);

    await page.getByRole("button", { name: /^Topics/ }).click();
    await page.getByRole("checkbox").first().waitFor();
    expect(await violations(page), `browse with the Topics menu open on ${size}`).toEqual([]);
    await page.keyboard.press("Escape");

    // Opened by its address, not a click: the pointer left over a button would catch it mid-hover.
    const watchPath = await page.locator("main article a").first().getAttribute("href");
    await page.goto(`${e2e.app.url}${watchPath}`);
    await page.getByRole("heading", { name: "More videos like this" }).waitFor();
    expect(await violations(page), `watch on ${size}`).toEqual([]);
    await page.context().close();
  }
});

it("filters, searches and opens a video with the keyboard alone, focus always visible", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await found(page).waitFor();
  await untilLive(page);

  // Tab from the top of the page until the Levels filter has the focus.
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  for (let i = 0; i < 30 && !/^Levels/.test(await focused()); i++) await page.keyboard.press("Tab");
  expect(await focused()).toMatch(/^Levels/);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe("none");

  // Enter opens the menu and moves the focus to its first option.
  await page.keyboard.press("Enter");
  const beginner0 = page.getByRole("checkbox", { name: "Beginner 0" });
  await beginner0.waitFor();
  expect(await beginner0.evaluate((box) => box === document.activeElement)).toBe(true);
  await page.keyboard.press("Space");
  await page.waitForURL(/levels=Beginner\+0/);
  await page.keyboard.press("Escape");

  await page.getByRole("searchbox").focus();
  await page.keyboard.type("город");
  await page.keyboard.press("Enter");
  await page.waitForURL(/text=/);
  await page.locator("main article").first().waitFor();

  // The first card's link is reachable with Tab and opens with Enter.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const onCard = await page.evaluate(() => document.activeElement?.closest("main article") !== null);
    if (onCard) break;
  }
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/watch\//);
});

it("has no WCAG A or AA violations on the admin's users and add-video pages, desktop and phone", async () => {
  for (const size of ["desktop", "phone"] as const) {
    const page = await newPage(e2e.browser, size);
    await page.goto(`${e2e.app.url}/browse`);
    const email = size === "desktop" ? ADMIN_EMAILS[0]! : ADMIN_EMAILS[1]!;
    await signUpThroughModal(page, e2e.app, "Ada Admin", email);

    await page.goto(`${e2e.app.url}/admin/user`);
    await page.getByRole("button", { name: `Premium for ${email}` }).waitFor();
    expect(await violations(page), `admin users on ${size}`).toEqual([]);
    // The table never widens the page: it scrolls or turns into cards inside its box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `page overflow on ${size}`).toBeLessThanOrEqual(0);

    await page.goto(`${e2e.app.url}/admin/video-add`);
    await page.getByRole("button", { name: "Add video" }).click();
    await page.getByText("Thumbnail is required", { exact: true }).waitFor();
    expect(await violations(page), `add video with its errors on ${size}`).toEqual([]);
    await page.context().close();
  }
});

it("reaches the admin's user search and a premium toggle with the keyboard, focus visible", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  const email = ADMIN_EMAILS[2]!;
  await signUpThroughModal(page, e2e.app, "Ada Admin", email);
  await page.goto(`${e2e.app.url}/admin/user`);
  const toggle = page.getByRole("button", { name: `Premium for ${email}` });
  await toggle.waitFor();

  const focusedLabel = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id ?? "",
    );
  for (let i = 0; i < 40 && (await focusedLabel()) !== "user-search"; i++) await page.keyboard.press("Tab");
  expect(await focusedLabel()).toBe("user-search");
  await page.keyboard.type("admin.keys");
  // The toggle's name is its row's and the word it shows: "Premium for <email>: no".
  for (let i = 0; i < 20 && (await focusedLabel()) !== `Premium for ${email}: no`; i++) {
    await page.keyboard.press("Tab");
  }
  expect(await focusedLabel()).toBe(`Premium for ${email}: no`);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await page.getByText("User updated").waitFor();
  expect(await toggle.getAttribute("aria-pressed")).toBe("true");
  await page.context().close();
});
