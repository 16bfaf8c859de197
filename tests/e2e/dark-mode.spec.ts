import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { PHONE_HINT } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

// docs/screens.md "Colour mode": follows the system, Light / Dark / System in the user menu, remembered.
const ADMIN_EMAIL = "dark.admin@example.com";

const e2e = setupE2e({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

async function pageIn(colorScheme: "light" | "dark", size: "desktop" | "phone" = "desktop"): Promise<Page> {
  const context = await e2e.browser.newContext({
    colorScheme,
    viewport: size === "desktop" ? { width: 1366, height: 800 } : { width: 390, height: 844 },
    timezoneId: "Europe/Moscow",
    ...(size === "phone" ? { extraHTTPHeaders: PHONE_HINT } : {}),
  });
  return context.newPage();
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-bs-theme"));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const userMenu = (page: Page) => page.locator("header .user-menu-toggle");

async function chooseTheme(page: Page, label: "Light" | "Dark" | "System"): Promise<void> {
  await userMenu(page).click();
  await page.getByRole("menuitemradio", { name: label }).click();
}

/** The serious and critical findings only (the bar for every page, light and dark). */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await violations(page)).filter((line) => /\((serious|critical)\)/.test(line));
}

it("follows the system's setting from the first paint, and remembers a choice from the user menu", async () => {
  const page = await pageIn("dark");
  // The server's HTML sets it before the app's script runs: no white flash.
  await page.goto(`${e2e.app.url}/browse`, { waitUntil: "commit" });
  await page.locator("html[data-bs-theme]").waitFor({ state: "attached" });
  expect(await theme(page)).toBe("dark");
  await page.locator("main article").first().waitFor();
  const dark = await background(page);

  await chooseTheme(page, "Light");
  await page.locator('html[data-bs-theme="light"]').waitFor({ state: "attached" });
  expect(await background(page)).not.toBe(dark);
  // Remembered: a reload draws the page light although the system prefers dark.
  await page.reload();
  await page.locator("main article").first().waitFor();
  expect(await theme(page)).toBe("light");
  await userMenu(page).click();
  expect(await page.getByRole("menuitemradio", { name: "Light" }).getAttribute("aria-checked")).toBe("true");
  expect(await page.getByRole("menuitemradio", { name: "System" }).getAttribute("aria-checked")).toBe(
    "false",
  );
  await page.keyboard.press("Escape");

  await chooseTheme(page, "System");
  await page.locator('html[data-bs-theme="dark"]').waitFor({ state: "attached" });
  // The system's setting changes while the page is open: the page follows it.
  await page.emulateMedia({ colorScheme: "light" });
  await page.locator('html[data-bs-theme="light"]').waitFor({ state: "attached" });
  await page.context().close();

  const light = await pageIn("light");
  await light.goto(`${e2e.app.url}/progress`);
  expect(await theme(light)).toBe("light");
  await chooseTheme(light, "Dark");
  await light.locator('html[data-bs-theme="dark"]').waitFor({ state: "attached" });
  await light.goto(`${e2e.app.url}/browse`);
  expect(await theme(light)).toBe("dark");
  await light.context().close();
});

// Pages, axe and the machine's load: a few minutes at worst, on the 2-core machine.
const AXE_TIMEOUT = 240_000;

it.each(["desktop", "phone"] as const)(
  "has no serious or critical axe findings in dark for a visitor on %s: pages, menu and dialog",
  async (size) => {
    // Every page's findings, asserted once at the end: one run shows them all.
    const found: string[] = [];
    const page = await pageIn("dark", size);
    const check = async (what: string) => {
      expect(await theme(page), what).toBe("dark");
      for (const line of await seriousViolations(page)) found.push(`${what}: ${line}`);
    };
    await page.goto(`${e2e.app.url}/browse`);
    await page.locator("main article").first().waitFor();
    await check("browse");
    await userMenu(page).click();
    await page.getByRole("menuitemradio", { name: "System" }).waitFor();
    await check("the user menu");
    await page.keyboard.press("Escape");

    const watchPath = await page.locator("main article a").first().getAttribute("href");
    await page.goto(`${e2e.app.url}${watchPath}`);
    await page.getByRole("heading", { name: "More videos like this" }).waitFor();
    await check("watch");

    for (const path of ["/premium", "/feedback", "/progress"]) {
      await page.goto(`${e2e.app.url}${path}`);
      await page.locator("main h1").first().waitFor();
      await check(path);
    }

    // The sign-up dialog, over the page.
    await page.goto(`${e2e.app.url}/browse`);
    await page
      .getByRole("complementary", { name: "Your progress" })
      .getByRole("button", { name: "Sign up" })
      .click();
    await page.getByRole("dialog").getByLabel("Email").waitFor();
    await check("the sign-up dialog");
    await page.context().close();
    expect(found).toEqual([]);
  },
  AXE_TIMEOUT,
);

it(
  "has no serious or critical axe findings in dark for an admin: account and the admin sections",
  async () => {
    const found: string[] = [];
    const admin = await pageIn("dark");
    await admin.goto(`${e2e.app.url}/browse`);
    await signUpThroughModal(admin, e2e.app, "Dana Dark", ADMIN_EMAIL);
    for (const path of [
      "/account",
      "/admin",
      "/admin/user",
      "/admin/video",
      "/admin/topic",
      "/admin/video-add",
      "/admin/emails",
    ]) {
      await admin.goto(`${e2e.app.url}${path}`);
      await admin.locator("main :is(h1, h2)").first().waitFor();
      await admin.locator(".spinner-border").first().waitFor({ state: "detached" });
      if (path === "/admin") await admin.getByRole("heading", { name: "Recent changes" }).waitFor();
      expect(await theme(admin), path).toBe("dark");
      for (const line of await seriousViolations(admin)) found.push(`${path}: ${line}`);
    }
    await admin.context().close();
    expect(found).toEqual([]);
  },
  AXE_TIMEOUT,
);
