import type { Page } from "playwright-core";

/**
 * Closes the open modal with Escape, as a person would once it is ready: the modal listens for
 * the key from the moment it takes the focus, which can be a frame after its heading is painted.
 * Waits until the modal is gone, so the next click does not land on its fading backdrop.
 */
export async function closeDialogWithEscape(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog");
  await page.waitForFunction(() => document.activeElement?.closest("[role=dialog]") != null);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
}
