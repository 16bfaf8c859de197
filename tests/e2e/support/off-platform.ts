import type { Page } from "playwright-core";

/** An entry of the off-platform form: local date and time as the form's inputs take them. */
export interface OffPlatformEntry {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`. */
  start: string;
  /** `YYYY-MM-DDTHH:MM`. */
  end: string;
  /** The duration, when the test sets it rather than the form's from start and end. */
  hours?: string;
  minutes?: string;
  comment: string;
}

/**
 * Logs an entry through /progress#off-platform_input's form (the page must show it), as a person
 * would, and waits for the page to say it was saved.
 */
export async function logOffPlatform(page: Page, entry: OffPlatformEntry): Promise<void> {
  await page.getByLabel("Start date").fill(entry.date);
  await page.getByLabel("Start time").fill(entry.start);
  await page.getByLabel("End").fill(entry.end);
  if (entry.hours !== undefined) await page.getByLabel("hours", { exact: true }).fill(entry.hours);
  if (entry.minutes !== undefined) await page.getByLabel("minutes", { exact: true }).fill(entry.minutes);
  await page.getByLabel("Comment").fill(entry.comment);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Data submitted.").waitFor();
}
