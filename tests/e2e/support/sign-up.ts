import type { Page } from "playwright-core";
import type { RunningApp } from "./app-server";

/**
 * Signs up from the anonymous banner of the current page, as a person would: the modal, the
 * mailed code (read from the outbox), and back to the page without the banner.
 */
export async function signUpThroughModal(
  page: Page,
  app: RunningApp,
  name: string,
  email: string,
): Promise<void> {
  const banner = page.getByRole("complementary", { name: "Your progress" });
  await banner.getByRole("button", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Sign up" }).click();
  // The code is mailed before the modal moves on to the verification step.
  await dialog.getByRole("heading", { name: "Verification" }).waitFor();
  await dialog.getByLabel("Code").fill(app.codeFor(email));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await dialog.waitFor({ state: "detached" });
  await banner.waitFor({ state: "detached" });
}
