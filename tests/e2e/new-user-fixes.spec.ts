import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { localDateOf } from "../../src/shared/domain/dates";
import { violations } from "./support/axe";
import { newPage, PHONE_HINT } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { logOffPlatform } from "./support/off-platform";
import { signUpThroughModal } from "./support/sign-up";

// What a new user tripped over (docs/product-rules.md), each seen fixed as a person would see it.

const ADMIN_EMAIL = "boss@example.com";
const PHONE_ADMIN_EMAIL = "phone.boss@example.com";
const PATREON_URL = "https://www.patreon.com/c/ponyatno_e2e";

const e2e = setupE2e({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${PHONE_ADMIN_EMAIL}`, PATREON_URL } });

/** A page 390 px wide, the phone of the report. */
async function phone390(): Promise<Page> {
  const context = await e2e.browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: "Europe/Moscow",
    extraHTTPHeaders: PHONE_HINT,
  });
  return context.newPage();
}

async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(page, e2e.app, name, email);
}

/** The page itself never scrolls sideways: whatever is wide scrolls inside its own box. */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

it("goals: round defaults; an edit out of bounds is not applied, names its field, and nothing absurd is shown or saved", async () => {
  const page = await newPage(e2e.browser);
  await signUp(page, "Нина", "nina@example.com");
  await page.goto(`${e2e.app.url}/progress#goals`);
  const daily = page.getByRole("spinbutton", { name: /Daily goal/ });
  const timeFrame = page.getByRole("spinbutton", { name: /Time frame/ });
  await daily.waitFor();
  expect(await page.getByRole("radio", { name: "Keep the final goal fixed" }).isChecked()).toBe(true);
  // The defaults agree (docs/progress.md "Goals"): 15 minutes a day for 12 months is 90 hours.
  expect(await daily.inputValue()).toBe("15");
  expect(await page.getByRole("spinbutton", { name: /Final goal/ }).inputValue()).toBe("90");
  expect(await timeFrame.inputValue()).toBe("12");
  const dateLine = page.getByText(/^Final goal date:/);
  const before = await dateLine.textContent();

  // 1300 months for 90 hours would be under a minute a day: refused, and the time frame is named.
  await timeFrame.fill("1300");
  await page
    .getByText(
      "Not applied. Time frame: that would need less than 1 minute a day. Try a shorter time frame or a larger final goal.",
    )
    .waitFor();
  expect(await timeFrame.getAttribute("aria-invalid")).toBe("true");
  expect(await daily.getAttribute("aria-invalid")).toBeNull();
  expect(await dateLine.textContent()).toBe(before);
  // Nothing is saved: no error, and a reload shows the goals as they were.
  expect(await page.getByText(/Could not save your goals/).count()).toBe(0);
  expect(await violations(page)).toEqual([]);
  await page.reload();
  await page.getByRole("spinbutton", { name: /Daily goal/ }).waitFor();
  expect(await page.getByRole("spinbutton", { name: /Daily goal/ }).inputValue()).toBe("15");
});

it("off-platform entries at 390 px: each Delete button is whole on the screen; the admin tables too", async () => {
  const page = await phone390();
  await signUp(page, "Глеб", ADMIN_EMAIL);
  await page.goto(`${e2e.app.url}/progress#off-platform_input`);
  const today = localDateOf(Date.now(), "Europe/Moscow");
  await logOffPlatform(page, {
    date: today,
    start: "00:00",
    end: `${today}T01:00`,
    comment: "Подкаст о русской истории, очень длинный комментарий без пробелов",
  });

  const remove = page.getByRole("button", { name: /^Delete the entry of/ });
  await remove.waitFor();
  const box = await remove.boundingBox();
  expect(box).not.toBeNull();
  // Whole, without scrolling anything sideways: inside the viewport, and not clipped by its box.
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const clipped = await remove.evaluate((button) => {
    const b = button.getBoundingClientRect();
    for (let el = button.parentElement; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.overflowX === "visible") continue;
      const r = el.getBoundingClientRect();
      if (b.left < r.left - 0.5 || b.right > r.right + 0.5) return el.className;
    }
    return null;
  });
  expect(clipped).toBeNull();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await violations(page)).toEqual([]);

  // The admin's lists are cards on a phone: their buttons are whole too.
  for (const path of ["/admin/user", "/admin/video", "/admin/topic"]) {
    await page.goto(`${e2e.app.url}${path}`);
    const button = page.locator("main table button").first();
    await button.waitFor();
    const b = await button.boundingBox();
    expect(b && b.x >= 0 && b.x + b.width <= 390, path).toBe(true);
    expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
  }
});

it("a free learner who opens a premium card is told why on /premium, with the video's title; the patron link is the creator page", async () => {
  const page = await newPage(e2e.browser, "phone");
  await signUp(page, "Фёдор", "fedor@example.com");
  await page.getByRole("link", { name: "История чая в России" }).click();
  await page.waitForURL(/\/premium\?from=istoriya-chaya$/);
  const reason = page.getByRole("status").filter({ hasText: "This video is for premium members" });
  await reason.waitFor();
  expect(await reason.textContent()).toContain("История чая в России");
  const patron = page.getByRole("link", { name: /Become a patron/ });
  await expect.poll(() => patron.getAttribute("href")).toBe(PATREON_URL);
  expect(await violations(page)).toEqual([]);

  // Opened from the menu, the page has no reason to give.
  await page.goto(`${e2e.app.url}/premium`);
  await page.getByRole("heading", { level: 1, name: "Premium" }).waitFor();
  expect(await page.getByText("This video is for premium members").count()).toBe(0);

  await page.getByRole("button", { name: "I am a patron" }).click();
  await page.getByLabel("Email of your Patreon account*").waitFor();
});

it("the phone top bar shows one brand block, name and BETA, for a learner and for an admin", async () => {
  const brandOf = async (page: Page) => {
    const brand = page.locator("header .brand");
    await brand.waitFor();
    return brand.evaluate((el) => {
      const shown = (selector: string) => {
        const part = el.querySelector(selector);
        if (!part) return false;
        const r = part.getBoundingClientRect();
        return getComputedStyle(part).display !== "none" && r.width > 2 && r.height > 2;
      };
      const bar = el.closest("header") as HTMLElement;
      return {
        mark: shown(".brand-mark"),
        name: shown(".brand-name"),
        beta: shown(".brand-beta"),
        text: (el as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
        fits: bar.scrollWidth <= bar.clientWidth,
      };
    });
  };
  const learner = await newPage(e2e.browser, "phone");
  await signUp(learner, "Лена", "lena@example.com");
  const admin = await newPage(e2e.browser, "phone");
  await signUp(admin, "Админ", PHONE_ADMIN_EMAIL);
  await admin.getByRole("button", { name: "Toggle navigation" }).waitFor();

  // docs/screens.md "Layout": the brand block holds the product name and the BETA tag; the logo joins from 576 px.
  const expected = { mark: false, name: true, beta: true, text: "Ponyatno BETA", fits: true };
  expect(await brandOf(learner)).toEqual(expected);
  expect(await brandOf(admin)).toEqual(expected);
  // The smallest phones too.
  for (const page of [learner, admin]) {
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await brandOf(page)).toEqual(expected);
  }
});

it("verification: 'Use another email' goes back with the name kept; 'Send a new code' after its countdown mails a new one", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await page
    .getByRole("complementary", { name: "Your progress" })
    .getByRole("button", { name: "Sign up" })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Ира");
  await dialog.getByLabel("Email").fill("ira@exmaple.com");
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await dialog.getByRole("heading", { name: "Verification" }).waitFor();
  const resend = dialog.getByRole("button", { name: /^Send a new code/ });
  // At first it waits, and says how long.
  expect(await resend.isDisabled()).toBe(true);
  expect(await resend.textContent()).toMatch(/\(in \d+ s\)$/);
  expect(await violations(page)).toEqual([]);

  // The address had a typo: back to sign-up, the name still there.
  await dialog.getByRole("button", { name: "Use another email" }).click();
  await dialog.getByRole("heading", { name: "Sign up" }).waitFor();
  expect(await dialog.getByLabel("Name").inputValue()).toBe("Ира");
  expect(await dialog.getByLabel("Email").inputValue()).toBe("ira@exmaple.com");
  await dialog.getByLabel("Email").fill("ira@example.com");
  await dialog.getByRole("button", { name: "Sign up" }).click();
  await dialog.getByText("Sent to ira@example.com").waitFor();
  const firstCode = e2e.app.codeFor("ira@example.com");

  // After the countdown a new code is mailed, and the first one no longer works.
  await expect.poll(() => resend.isEnabled(), { timeout: 40_000, interval: 500 }).toBe(true);
  await resend.click();
  await dialog.getByText("We sent a new code to ira@example.com.").waitFor();
  await expect
    .poll(() => e2e.app.codeFor("ira@example.com") !== firstCode || "same code", { timeout: 10_000 })
    .toBe(true);
  await dialog.getByLabel("Code").fill(firstCode);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dialog.getByText("Wrong code. Check the email we sent you and try again.").waitFor();
  await dialog.getByLabel("Code").fill(e2e.app.codeFor("ira@example.com"));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("complementary", { name: "Your progress" }).waitFor({ state: "detached" });
});
