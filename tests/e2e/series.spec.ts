import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { waitForMetadata } from "./support/player";
import { signUpThroughModal } from "./support/sign-up";

const ADMIN_EMAIL = "admin@example.com";
/** The demo's free videos that play from files (media/demo/manifest.json). */
const FILE_VIDEOS = ["moy-gorod", "utro-doma", "na-rynke", "puteshestvie-po-volge"];
const FIRST = "utro-doma";

const e2e = setupE2e({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

/** A GET of the app's API from the page (with its cookie). */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p, { credentials: "include" })).json(), path) as Promise<T>;
}

interface Card {
  id: string;
  title: string;
  url: string | null;
  platform: string;
}

it("lets an admin make a series, and a visitor open it, play episode 1 and be taken to episode 2", async () => {
  const admin = await newPage(e2e.browser);
  await admin.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(admin, e2e.app, "Ada Admin", ADMIN_EMAIL);

  // Episode 2 is a file video that "More videos like this" would NOT play first: autoplay must
  // follow the series to reach it.
  const { video: first, relatedVideos } = await apiGet<{ video: Card; relatedVideos: Card[] }>(
    admin,
    `/api/video/${FIRST}`,
  );
  const relatedFirst = relatedVideos.find((v) => v.url !== null && v.platform !== "youtube");
  const secondId = FILE_VIDEOS.find((id) => id !== FIRST && id !== relatedFirst?.id);
  if (!secondId) throw new Error("The demo catalog has no second file video for the series");
  const second = (await apiGet<{ video: Card }>(admin, `/api/video/${secondId}?related=false`)).video;

  // The admin section: create the series, add two episodes, put them in order and save.
  await admin.goto(`${e2e.app.url}/admin/series`);
  await admin.getByLabel("New series title").fill("Один день");
  await admin.getByRole("button", { name: "Create series" }).click();
  await admin.getByRole("status").filter({ hasText: 'Series "Один день" created' }).waitFor();
  const form = admin.getByRole("form", { name: /Edit series/ });
  await form.waitFor();
  for (const title of [second.title, first.title]) {
    await form.getByLabel("Add an episode (video title or id)").fill(title);
    await form.getByRole("button", { name: "Add episode" }).click();
    await form.getByRole("button", { name: `Remove: ${title}` }).waitFor();
  }
  await form.getByRole("button", { name: `Move up: ${first.title}` }).click();
  await form.getByRole("button", { name: "Save series" }).click();
  await admin.getByRole("status").filter({ hasText: 'Series "Один день" saved.' }).waitFor();

  // A new visitor finds it from the side navigation.
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await page.getByRole("navigation").getByRole("link", { name: "Series" }).click();
  await page.getByRole("heading", { level: 1, name: "Series" }).waitFor();
  await page.getByText("Watched 0 of 2").waitFor();
  await page.getByRole("link", { name: "Один день" }).click();
  await page.getByRole("heading", { level: 1, name: "Один день" }).waitFor();
  const episodes = page.getByRole("list", { name: "Episodes" }).getByRole("link");
  expect(await episodes.allTextContents()).toEqual([`1. ${first.title}`, `2. ${second.title}`]);

  await page.getByRole("link", { name: "Continue: episode 1" }).click();
  await page.waitForURL((url) => url.pathname === `/watch/${FIRST}`);
  await page.getByRole("link", { name: "Episode 1 of 2 · Один день" }).waitFor();
  expect(await page.getByRole("link", { name: "Next episode" }).getAttribute("href")).toBe(
    `/watch/${secondId}`,
  );

  // Played to its end, episode 1 hands over to episode 2.
  await waitForMetadata(page);
  await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 3;
    return v.play();
  });
  await page.waitForURL((url) => url.pathname === `/watch/${secondId}`);
  await page.getByRole("heading", { level: 1, name: second.title }).waitFor();
  await page.getByRole("link", { name: "Episode 2 of 2 · Один день" }).waitFor();
  expect(await page.getByRole("link", { name: "Next episode" }).count()).toBe(0);
});
