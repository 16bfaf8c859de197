import { expect, it } from "vitest";
import { localDateOf } from "../../src/shared/domain/dates";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

const e2e = setupE2e();

// The browser runs in Europe/Moscow (support/browser.ts), and so does the learner's day.
const today = () => localDateOf(Date.now(), "Europe/Moscow");

/** A learner's own script: Node's fetch with the token, no cookie, no Origin. */
function logAnHour(token: string) {
  return fetch(`${e2e.app.url}/api/user/off-platform-time`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      startDate: today(),
      startTime: "00:00",
      endDate: `${today()}T01:00`,
      minutes: 60,
      comment: "Чтение с токеном",
    }),
  });
}

it("creates a token on /account, logs an entry with it from a script, sees it on /progress, revokes it; axe clean", async () => {
  const page = await newPage(e2e.browser);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.app.url });
  await page.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(page, e2e.app, "Токен", "tokens@example.com");
  await page.goto(`${e2e.app.url}/account`);

  const section = page.getByRole("region", { name: "Apps and tokens" });
  await section.getByText("You have no tokens yet.").waitFor();
  expect(await violations(page, ".api-tokens")).toEqual([]);

  // An empty name is caught in the browser.
  await section.getByRole("button", { name: "Create token" }).click();
  await section.getByText("Give the token a name").waitFor();
  await section.getByLabel("Name").fill("My tracker");
  await section.getByLabel("Scope").selectOption("write");
  await section.getByRole("button", { name: "Create token" }).click();

  await section.getByText("it will not be shown again").waitFor();
  const token = await section.getByRole("textbox", { name: "Token", exact: true }).inputValue();
  expect(token).toMatch(/^pny_[A-Za-z0-9_-]{43}$/);
  await section.getByRole("button", { name: "Copy" }).click();
  await section.getByText("Copied to the clipboard.").waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  expect(await violations(page, ".api-tokens")).toEqual([]);
  await section.getByRole("button", { name: "Done" }).click();
  const item = section.getByRole("listitem").filter({ hasText: "My tracker" });
  await item.getByText("Never").waitFor();

  const logged = await logAnHour(token);
  expect(logged.status, await logged.clone().text()).toBe(200);

  await page.goto(`${e2e.app.url}/progress#off-platform_input`);
  await page.getByRole("link", { name: "Total input: 1 h 0 min" }).waitFor();
  await page.getByRole("cell", { name: "Чтение с токеном" }).waitFor();

  await page.goto(`${e2e.app.url}/account`);
  await item.getByText(/Last used/).waitFor();
  expect(await item.getByText("Never").count()).toBe(0);
  expect(await violations(page, ".api-tokens")).toEqual([]);
  page.once("dialog", (dialog) => void dialog.accept());
  await item.getByRole("button", { name: "Revoke My tracker" }).click();
  await section.getByText("You have no tokens yet.").waitFor();

  const refused = await logAnHour(token);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ error: expect.stringMatching(/not valid/), code: "invalid_token" });
});

it("shows the section on a phone without sideways scrolling, axe clean", async () => {
  const page = await newPage(e2e.browser, "phone");
  await page.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(page, e2e.app, "Телефон", "phone-tokens@example.com");
  await page.goto(`${e2e.app.url}/account`);
  const section = page.getByRole("region", { name: "Apps and tokens" });
  await section.getByLabel("Name").fill("Статистика на телефоне с длинным названием");
  await section.getByRole("button", { name: "Create token" }).click();
  await section.getByText("it will not be shown again").waitFor();
  await section.getByRole("button", { name: "Done" }).click();
  await section.getByRole("button", { name: /^Revoke / }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await violations(page, ".api-tokens")).toEqual([]);
});
