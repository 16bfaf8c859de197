import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { ADMIN_SECTIONS } from "./support/admin-sections";
import { COLOUR_RULES, seriousFindings } from "./support/axe";
import { newPage, untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { signUpThroughModal } from "./support/sign-up";

// Every page of the app, for every role, with every axe rule (the experimental ones too): no
// serious or critical finding (docs/testing.md "Accessibility"), in the light theme and in the dark
// one, for a visitor, a learner and an admin (every page there is).

/** Some 20 pages a role, each waited for and checked in full: minutes on the 2-core machine. */
const PAGES_TIMEOUT_MS = 300_000;

const ADMIN_EMAIL = "axe.admin@example.com";

const e2e = setupE2e({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

/** The pages anyone may open: a file video, a YouTube one (offline here), a premium one, and the rest. */
async function pagesOf(page: Page): Promise<string[]> {
  const youTubeId = await page.evaluate(async () => {
    const answer = await (await fetch("/api/video/utro-doma", { credentials: "include" })).json();
    return (answer.relatedVideos as { id: string; platform: string }[]).find((v) => v.platform === "youtube")
      ?.id;
  });
  if (!youTubeId) throw new Error("The demo catalog gave utro-doma no related YouTube video");
  return [
    "/browse",
    "/watch/moy-gorod",
    `/watch/${encodeURIComponent(youTubeId)}`,
    "/watch/istoriya-chaya",
    "/progress",
    "/progress#goals",
    "/progress#off-platform_input",
    "/progress#history",
    "/progress#journal",
    "/series",
    "/playlists",
    "/premium",
    "/claim-premium",
    "/feedback",
    "/account",
    "/qna",
    "/contact-us",
    "/unsubscribe",
    "/admin",
    "/no-such-page",
  ];
}

/** Once the page is live, its calls answered and nothing on it still loading. */
async function untilLoaded(page: Page): Promise<void> {
  await untilLive(page);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () => document.querySelector("main .spinner-border, main [aria-busy='true']") === null,
  );
}

/** Puts the page in a theme as the system's setting asks (the app follows it live), and waits for it. */
async function inTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((wanted) => document.documentElement.dataset.bsTheme === wanted, theme);
}

/**
 * What axe finds on the page as it is, in the light theme and then in the dark one, by label: every
 * rule in the light theme, and in the dark one the rules that read colours, since the theme
 * changes colours only (the same page, the same markup).
 */
async function findingsInBothThemes(page: Page, label: string, found: Record<string, string[]>) {
  for (const theme of ["light", "dark"] as const) {
    await inTheme(page, theme);
    const findings = await seriousFindings(page, theme === "dark" ? COLOUR_RULES : undefined);
    if (findings.length > 0) found[`${label} (${theme})`] = findings;
  }
  await inTheme(page, "light");
}

/**
 * Opens each path and returns what axe found on it, in both themes, by path: the same page is
 * checked in light and in dark on one visit (the theme changes colours only).
 */
async function findingsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${e2e.app.url}${path}`);
    await untilLoaded(page);
    // A dialog that opens by itself is part of the page.
    await findingsInBothThemes(page, path, found);
  }
  // The user menu, open, is on every page.
  await page
    .getByRole("button", { name: /^(Guest|Ada)/ })
    .first()
    .click();
  await page.getByRole("menu").waitFor();
  await findingsInBothThemes(page, "user menu", found);
  return found;
}

it(
  "finds no serious or critical axe finding on any page for a visitor, in the light theme and the dark one",
  async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/browse`);
    await untilLive(page);
    expect(await findingsOn(page, await pagesOf(page))).toEqual({});
    await page.context().close();
  },
  PAGES_TIMEOUT_MS,
);

it(
  "finds no serious or critical axe finding on any page for a learner, in the light theme and the dark one",
  async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/browse`);
    await signUpThroughModal(page, e2e.app, "Ada Learner", "axe.learner@example.com");
    expect(await findingsOn(page, await pagesOf(page))).toEqual({});
    await page.context().close();
  },
  PAGES_TIMEOUT_MS,
);

it(
  "finds no serious or critical axe finding on any page for an admin, in the light theme and the dark one",
  async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.app.url}/browse`);
    await signUpThroughModal(page, e2e.app, "Ada Admin", ADMIN_EMAIL);
    expect(await findingsOn(page, [...(await pagesOf(page)), ...ADMIN_SECTIONS])).toEqual({});
    await page.context().close();
  },
  PAGES_TIMEOUT_MS,
);
