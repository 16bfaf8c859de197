import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { localDateOf } from "../../src/shared/domain/dates";
import { formatDay } from "../../src/shared/domain/time-format";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

const e2e = setupE2e();

/** A new learner, signed up through the modal with the mailed code. */
async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(page, e2e.app, name, email);
}

// The browser runs in Europe/Moscow (support/browser.ts), and so does the learner's day.
const today = () => localDateOf(Date.now(), "Europe/Moscow");

it("logs off-platform input and sees the total input and the heatmap change", async () => {
  const page = await newPage(e2e.browser);
  await signUp(page, "Ольга", "olga@example.com");
  await page.goto(`${e2e.app.url}/progress`);
  await page.getByRole("link", { name: "Total input: 0 min" }).waitFor();
  await page.getByRole("gridcell", { name: `${formatDay(today())}: no input` }).waitFor();

  await page.getByRole("link", { name: "Off-platform input" }).click();
  await page.waitForURL(/#off-platform_input$/);
  await page.getByText("No entries yet.").waitFor();
  // An end before the start is caught in the browser.
  await page.getByLabel("Start date").fill(today());
  await page.getByLabel("Start time").fill("00:00");
  await page.getByLabel("End").fill("2020-01-01T10:00");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Start date must be before end date.").waitFor();

  await page.getByLabel("End").fill(`${today()}T01:00`);
  await page.getByLabel("Comment").fill("Подкаст");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Data submitted.").waitFor();
  await page.getByRole("link", { name: "Total input: 1 h 0 min" }).waitFor();
  await page.getByRole("cell", { name: "Подкаст" }).waitFor();

  await page.getByRole("link", { name: "Summary" }).click();
  await page
    .getByRole("gridcell", { name: `${formatDay(today())}: 1 h 0 min, daily goal reached` })
    .waitFor();
  expect(await page.getByRole("gridcell", { name: /daily goal reached/ }).count()).toBe(1);
});

it("changes the daily goal and the top bar's donut shows it", async () => {
  const page = await newPage(e2e.browser);
  await signUp(page, "Пётр", "petr@example.com");
  await page.getByRole("link", { name: "Daily goal: 0 min/15 min" }).click();
  await page.waitForURL(/\/progress#goals$/);

  const daily = page.getByRole("spinbutton", { name: /Daily goal/ });
  const timeFrame = page.getByRole("spinbutton", { name: /Time frame/ });
  expect(await page.getByRole("radio", { name: "Keep the final goal fixed" }).isChecked()).toBe(true);
  await daily.fill("30");
  await page.getByRole("link", { name: "Daily goal: 0 min/30 min" }).waitFor();
  await page.getByText("Goals saved.").waitFor();
  // The final goal is fixed, so the time frame follows: the default 90 hours at 30 minutes a day, and says so.
  expect(await timeFrame.inputValue()).toBe(String(Math.round(Math.ceil(5400 / 30) / 30)));
  await page.getByText(/^Final goal date moved to .* \(6 months\): 90 h 0 min at 30 min a day\.$/).waitFor();

  await page.reload();
  expect(await page.getByRole("spinbutton", { name: /Daily goal/ }).inputValue()).toBe("30");
  await page.getByRole("link", { name: "Daily goal: 0 min/30 min" }).waitFor();
});

it("edits the languages, saves them and finds them after a reload", async () => {
  const page = await newPage(e2e.browser);
  await signUp(page, "Марк", "mark@example.com");
  await page.goto(`${e2e.app.url}/account`);
  expect(await page.getByLabel("Language 1", { exact: true }).inputValue()).toBe("en");

  await page.getByRole("button", { name: "Add" }).click();
  await page.getByLabel("Language 2", { exact: true }).selectOption({ label: "Ukrainian" });
  // Choosing a language starts it at A1.
  expect(await page.getByLabel("Level of language 2").inputValue()).toBe("A1");
  await page.getByLabel("Level of language 2").selectOption("B1");
  await page.getByText("Your language factor is ×0.5").waitFor();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Changes saved.").waitFor();

  await page.reload();
  expect(await page.getByLabel("Language 2", { exact: true }).inputValue()).toBe("uk");
  expect(await page.getByLabel("Level of language 2").inputValue()).toBe("B1");
  await page.getByRole("button", { name: "Remove" }).click();
  expect(await page.getByLabel("Language 2", { exact: true }).count()).toBe(0);
});

it("claims premium twice and is told, in red, that the first claim is pending", async () => {
  const page = await newPage(e2e.browser, "phone");
  await signUp(page, "Вера", "vera@example.com");
  await page.goto(`${e2e.app.url}/premium`);
  await page.getByRole("button", { name: "I am a patron" }).click();
  await page.waitForURL(/\/claim-premium$/);

  const submit = page.getByRole("button", { name: "Submit" });
  await submit.click();
  await page.getByText("Please enter your email address.").waitFor();
  await page.getByLabel("Email of your Patreon account*").fill("vera.patron@example.com");
  await submit.click();
  const success = page.getByText(/^Thank you for your submission! We’ll review your eligibility/);
  await success.waitFor();
  expect(await success.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(25, 135, 84)");

  await submit.click();
  const duplicate = page.getByText(
    "You have already submitted. Please, wait until we check your eligibility.",
  );
  await duplicate.waitFor();
  expect(await duplicate.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(220, 53, 69)");
});

it("sends feedback as a visitor, and keeps account settings for registered users", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/account`);
  await page.getByText("Account settings are for registered users.", { exact: false }).waitFor();

  await page.goto(`${e2e.app.url}/feedback`);
  const experience = page.getByLabel("Overall experience");
  await experience.fill("Очень понятно!");
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await page.getByText("Thank you for your feedback!").waitFor();
  expect(await experience.inputValue()).toBe("");
});

it("deletes an account after typing its email, offers the export first, and cannot log in with it after", async () => {
  const page = await newPage(e2e.browser);
  await signUp(page, "Уходящий", "leaving@example.com");
  await page.goto(`${e2e.app.url}/account`);
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByRole("button", { name: "Download CSV" }).waitFor();
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel(/To confirm, type your email address/).fill("LEAVING@example.com");
  await confirm.click();
  await page.getByRole("status").getByText("Your account and everything in it have been deleted.").waitFor();
  await dialog.waitFor({ state: "detached" });

  // The browser is a new visitor now, and the address has no account.
  const banner = page.getByRole("complementary", { name: "Your progress" });
  await banner.getByRole("button", { name: "Log in" }).click();
  const logIn = page.getByRole("dialog");
  await logIn.getByLabel("Email").fill("leaving@example.com");
  await logIn.getByRole("button", { name: "Log in" }).click();
  await logIn.getByText("No account with this email. Sign up first.").waitFor();
});

it("writes, edits and deletes a progress journal entry", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/progress`);
  await page
    .getByRole("navigation", { name: "Progress sections" })
    .getByRole("link", { name: "Journal" })
    .click();
  await page.waitForURL(/#journal$/);
  await page.getByText("No entries yet.").waitFor();
  expect(await page.getByLabel("Date").inputValue()).toBe(today());
  await page
    .getByLabel("What did you notice, understand or enjoy?")
    .fill("Понял почти весь мультфильм.\nУра!");
  await page.getByRole("button", { name: "Add entry" }).click();
  const entry = page.getByRole("article", { name: `Journal entry of ${formatDay(today())}` });
  await entry.getByText(/Понял почти весь мультфильм\.\s+Ура!/).waitFor();
  // The form is empty again for the next entry.
  expect(await page.getByLabel("What did you notice, understand or enjoy?").first().inputValue()).toBe("");

  await entry.getByRole("button", { name: /^Edit/ }).click();
  const editor = page.getByRole("listitem").getByLabel("What did you notice, understand or enjoy?");
  await editor.fill("Исправлено.");
  await page.getByRole("listitem").getByRole("button", { name: "Save" }).click();
  await entry.getByText("Исправлено.").waitFor();

  page.once("dialog", (dialog) => void dialog.accept());
  await entry.getByRole("button", { name: /^Delete/ }).click();
  await page.getByText("No entries yet.").waitFor();
});
