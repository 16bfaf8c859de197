import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * Resolves once every finite CSS transition and animation on the page has ended. A button that was
 * just clicked is still under the pointer, and Bootstrap fades it into its hover colours over
 * 0.15 s: halfway through, its text and background are both mid-tone, and axe measuring that frame
 * reports a contrast the person never sees once it settles (CI failed on exactly that). Endless
 * animations (a spinner) are left out, they never finish.
 */
async function untilSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core's WCAG 2 A and AA rules on the settled page (or only inside `within`), one line per
 * rule broken: "rule (impact): first element".
 */
export async function violations(page: Page, within?: string): Promise<string[]> {
  await untilSettled(page);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(" ")}`);
}

/** Every rule axe-core has, the experimental ones too (label-content-name-mismatch is one). */
const ALL_RULE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
  "experimental",
];

/** The axe-core rules that read colours: all a change of theme can change (it changes colours only). */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The serious and critical findings of every axe-core rule (or only of `rules`) on the settled
 * page, one line per rule broken: "rule (impact): first element" (docs/testing.md "Accessibility").
 */
export async function seriousFindings(page: Page, rules?: string[]): Promise<string[]> {
  await untilSettled(page);
  const builder = new AxeBuilder({ page });
  const result = await (rules ? builder.withRules(rules) : builder.withTags(ALL_RULE_TAGS)).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
