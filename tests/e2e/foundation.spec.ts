import { expect, it } from "vitest";
import { newPage, untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";

const e2e = setupE2e();

it("lands on /browse, signs up through the modal with the mailed code, and logs out", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/`);
  await page.waitForURL(/\/browse$/);
  const banner = page.getByRole("complementary", { name: "Your progress" });
  await banner.getByText("Sign up now to not lose your progress.").waitFor();

  await banner.getByRole("button", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Sign up" }).waitFor();
  await dialog.getByLabel("Name").fill("Елена");
  await dialog.getByLabel("Email").fill("elena@example.com");
  await dialog.getByRole("button", { name: "Sign up" }).click();

  await dialog.getByRole("heading", { name: "Verification" }).waitFor();
  await dialog.getByText("Enter the code we sent to your email.").waitFor();
  await dialog
    .getByLabel("Code")
    .fill("000000" === e2e.app.codeFor("elena@example.com") ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Verify" }).click();
  // A wrong code shows the server's sentence under the field.
  await dialog.getByText("Wrong code. Check the email we sent you and try again.").waitFor();
  await dialog.getByLabel("Code").fill(e2e.app.codeFor("elena@example.com"));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dialog.waitFor({ state: "detached" });

  await banner.waitFor({ state: "detached" });
  const userMenu = page.getByRole("button", { name: "Елена" });
  await userMenu.click();
  await page.getByRole("menuitem", { name: "Account settings" }).waitFor();
  await page.getByRole("menuitem", { name: "Log out" }).click();

  await page.waitForURL(/\/browse$/);
  await page.getByText("Sign up now to not lose your progress.").waitFor();
  expect(await page.getByRole("button", { name: "Елена" }).count()).toBe(0);
});

it("shows a 404 page for an unknown route and keeps the top bar", async () => {
  const page = await newPage(e2e.browser, "phone");
  await page.goto(`${e2e.app.url}/no-such-page`);
  await page.getByRole("heading", { name: "Page not found" }).waitFor();
  await page
    .getByRole("link", { name: /Ponyatno/ })
    .first()
    .waitFor();
});

it("keeps the current page on screen while the next page's script loads, and Back returns to it", async () => {
  const page = await newPage(e2e.browser);
  // The watch page's script answers only when the test lets it, as on a slow phone network.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/static\/js\/watch-page-[^/]+\.js$/, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  await page.goto(`${e2e.app.url}/browse`);
  const found = page.getByText(/\d+ videos? found/);
  await found.waitFor();
  // Once live: before, a link is a plain link, and the browser would load the next page itself.
  await untilLive(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const card = page.getByRole("list", { name: "Videos" }).getByRole("link").first();
  const title = (await card.textContent()) ?? "";
  await card.click();

  await expect.poll(() => held).toBeGreaterThan(0);
  // The move waits for the page: the grid stays, and no loading screen replaces the app.
  await page.waitForTimeout(300);
  expect(await found.isVisible()).toBe(true);
  expect(await page.getByRole("status").filter({ hasText: "Loading…" }).count()).toBe(0);

  release();
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  expect(page.url()).toMatch(/\/watch\//);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await page.goBack();
  await found.waitFor();
  expect(new URL(page.url()).pathname).toBe("/browse");
  await page.context().close();
});
