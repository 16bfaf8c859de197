import { expect, it } from "vitest";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";

const e2e = setupE2e();

// Swagger UI has accessibility issues of its own (we want a well-kept renderer, not to
// fix it), so this checks that it renders our document under our CSP, not axe.
it("renders the API reference from our own origin under our CSP, with the calls and their examples", async () => {
  const page = await newPage(e2e.browser);
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") blocked.push(message.text());
  });
  page.on("pageerror", (error) => blocked.push(error.message));
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(e2e.app.url) && !request.url().startsWith("data:"))
      foreign.push(request.url());
  });

  await page.goto(`${e2e.app.url}/api/reference`);
  await page.getByRole("heading", { name: /Ponyatno API/ }).waitFor({ timeout: 30_000 });

  const entry = page.locator(".opblock", { has: page.locator('[data-path="/api/user/off-platform-time"]') });
  await entry.getByText("Log off-platform input").waitFor();
  await page.locator(".opblock", { has: page.locator('[data-path="/api/user/overall"]') }).waitFor();
  expect(await page.locator(".opblock").count()).toBeGreaterThan(30);

  // An operation opens on its description (scope, who may call), its example and its errors.
  await entry.locator(".opblock-summary").first().click();
  await entry
    .getByText(/Scope: write\.|Not available to API tokens/)
    .first()
    .waitFor();
  await entry
    .getByText(/Капитанская дочка/)
    .first()
    .waitFor();
  await entry.getByText("4XX", { exact: true }).waitFor();

  expect(blocked.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  expect(blocked).toEqual([]);
  expect(foreign).toEqual([]);
});
