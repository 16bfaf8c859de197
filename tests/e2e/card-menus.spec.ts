import { expect, it } from "vitest";
import { untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";

const e2e = setupE2e();

it("opens every card's menu inside the viewport at 1366 px, footers on one line (four columns)", async () => {
  const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${e2e.app.url}/browse`);
  await untilLive(page);
  const found = page.getByRole("region", { name: "Applied filters" }).getByText(/videos? found/);
  const total = Number.parseInt((await found.textContent()) ?? "", 10);
  const cards = page.locator("main ul article");
  // The grid loads its next page when its last card comes into view.
  while ((await cards.count()) < total) {
    const count = await cards.count();
    // Scrolled to the foot again on each look: a load that was under way when the last card came
    // into view does not leave the grid waiting for another scroll.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return cards.count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(count);
  }

  const problems: string[] = [];
  for (let i = 0; i < total; i++) {
    const card = cards.nth(i);
    const title = (await card.getByRole("heading").textContent())?.trim() ?? `card ${i}`;
    const lines = await card.locator(".video-card-meta").evaluate((meta) => {
      const badge = meta.querySelector("a")?.getBoundingClientRect().height ?? 0;
      return meta.getBoundingClientRect().height / badge;
    });
    if (lines >= 2) problems.push(`${title}: its footer wraps`);

    const toggle = card.getByRole("button", { name: `More actions: ${title}` });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    const item = page.getByRole("menuitem", { name: "Hide this video" });
    await item.waitFor();
    // Inside the viewport, and the item itself is what a click at its centre reaches (not clipped).
    const reachable = await item.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const inside =
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= document.documentElement.clientWidth &&
        box.bottom <= document.documentElement.clientHeight;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return inside && hit !== null && element.contains(hit);
    });
    if (!reachable) problems.push(`${title}: "Hide this video" cannot be reached`);
    await page.keyboard.press("Escape");
    await item.waitFor({ state: "detached" });
  }
  expect(problems).toEqual([]);

  // The menu still acts: the last card's item hides it.
  const last = cards.nth(total - 1);
  const title = (await last.getByRole("heading").textContent())?.trim() ?? "";
  await last.getByRole("button", { name: `More actions: ${title}` }).click();
  await page.getByRole("menuitem", { name: "Hide this video" }).click();
  await page.getByText("Video hidden.").waitFor();
  await context.close();
});
