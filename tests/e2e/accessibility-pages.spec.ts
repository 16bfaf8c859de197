import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningApp, startApp } from "./support/app-server";
import { seriousFindings } from "./support/axe";
import { launchBrowser, newPage, untilLive } from "./support/browser";
import { signUpThroughModal } from "./support/sign-up";

// Every page of the app, for every role, with every axe rule (the experimental ones too): no
// serious or critical finding (docs/testing.md "Accessibility"), in the light theme, and for an admin
// (every page there is) in the dark one too.

/** Some 20 pages a role, each waited for and checked in full: minutes on the 2-core machine. */
const PAGES_TIMEOUT_MS = 300_000;

const ADMIN_EMAIL = "axe.admin@example.com";
const DARK_ADMIN_EMAIL = "axe.dark.admin@example.com";

let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([
    startApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${DARK_ADMIN_EMAIL}` }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

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

const ADMIN_PAGES = [
  "/admin/upload-content-planner",
  "/admin/user",
  "/admin/video",
  "/admin/topic",
  "/admin/speaker",
  "/admin/channel",
  "/admin/video-add",
  "/admin/emails",
  "/admin/feedback",
  "/admin/series",
];

/** Once the page is live, its calls answered and nothing on it still loading. */
async function untilLoaded(page: Page): Promise<void> {
  await untilLive(page);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () => document.querySelector("main .spinner-border, main [aria-busy='true']") === null,
  );
}

/** Opens each path and returns what axe found on it, by path. */
async function findingsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${app.url}${path}`);
    await untilLoaded(page);
    // A dialog that opens by itself is part of the page.
    const findings = await seriousFindings(page);
    if (findings.length > 0) found[path] = findings;
  }
  // The user menu, open, is on every page.
  await page
    .getByRole("button", { name: /^(Guest|Ada)/ })
    .first()
    .click();
  await page.getByRole("menu").waitFor();
  const menu = await seriousFindings(page);
  if (menu.length > 0) found["user menu"] = menu;
  return found;
}

it(
  "finds no serious or critical axe finding on any page for a visitor",
  async () => {
    const page = await newPage(browser);
    await page.goto(`${app.url}/browse`);
    await untilLive(page);
    expect(await findingsOn(page, await pagesOf(page))).toEqual({});
    await page.context().close();
  },
  PAGES_TIMEOUT_MS,
);

it(
  "finds no serious or critical axe finding on any page for a learner",
  async () => {
    const page = await newPage(browser);
    await page.goto(`${app.url}/browse`);
    await signUpThroughModal(page, app, "Ada Learner", "axe.learner@example.com");
    expect(await findingsOn(page, await pagesOf(page))).toEqual({});
    await page.context().close();
  },
  PAGES_TIMEOUT_MS,
);

it(
  "finds no serious or critical axe finding on any page for an admin",
  async () => {
    const page = await newPage(browser);
    await page.goto(`${app.url}/browse`);
    await signUpThroughModal(page, app, "Ada Admin", ADMIN_EMAIL);
    expect(await findingsOn(page, [...(await pagesOf(page)), ...ADMIN_PAGES])).toEqual({});
    await page.context().close();
  },
  PAGES_TIMEOUT_MS,
);

it(
  "finds no serious or critical axe finding on any page for an admin in the dark theme",
  async () => {
    const page = await newPage(browser);
    // The system's setting, which the app follows until the user picks a theme (docs/screens.md "Colour mode").
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`${app.url}/browse`);
    await untilLive(page);
    expect(await page.evaluate(() => document.documentElement.dataset.bsTheme)).toBe("dark");
    await signUpThroughModal(page, app, "Ada Dark", DARK_ADMIN_EMAIL);
    expect(await findingsOn(page, [...(await pagesOf(page)), ...ADMIN_PAGES])).toEqual({});
    await page.context().close();
  },
  PAGES_TIMEOUT_MS,
);
