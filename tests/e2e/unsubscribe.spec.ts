import { expect, it } from "vitest";
import { signUnsubscribeToken } from "../../src/server/modules/notifications/unsubscribe-token";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

// The footer link of the learners' emails (docs/emails.md "Unsubscribe"). The link's token is signed here with
// the app's SESSION_SECRET, as the mailer signs it (mail-layout.ts); the mails themselves, their
// headers and their links are checked over real SMTP in the notifications module's API tests.
const SECRET = "e2e-unsubscribe-secret-0123456789";

const e2e = setupE2e({ env: { SESSION_SECRET: SECRET } });

it("turns weekly reports off from the link without signing in, and the account page shows it; axe clean", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(page, e2e.app, "Nina", "nina.unsubscribe@example.com");
  const userId = await page.evaluate(async () => {
    const response = await fetch("/api/user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ timezone: "Europe/Moscow" }),
    });
    return ((await response.json()) as { id: string }).id;
  });
  const token = signUnsubscribeToken(SECRET, userId, "weekly", new Date());

  // Opened in another browser (a phone's mail app, say): no session there.
  const mailApp = await newPage(e2e.browser, "phone");
  await mailApp.goto(`${e2e.app.url}/unsubscribe?token=${token}`);
  await mailApp.getByText("Do you want to stop receiving weekly progress reports from Ponyatno?").waitFor();
  expect(await violations(mailApp)).toEqual([]);
  await mailApp.getByRole("button", { name: "Unsubscribe" }).click();
  await mailApp
    .getByRole("status")
    .filter({ hasText: "You will no longer receive weekly progress reports." })
    .waitFor();

  await page.goto(`${e2e.app.url}/account`);
  const weekly = page.getByLabel("Weekly reports");
  await weekly.waitFor();
  expect(await weekly.isChecked()).toBe(false);
  expect(await page.getByLabel("Monthly progress reports").isChecked()).toBe(true);

  // A link that was tampered with says so, and changes nothing.
  await mailApp.goto(`${e2e.app.url}/unsubscribe?token=${token.slice(0, -4)}AAAA`);
  await mailApp.getByText("This unsubscribe link is not valid", { exact: false }).waitFor();
});
