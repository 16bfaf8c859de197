import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { newPage, PHONE_HINT, untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { waitForMetadata } from "./support/player";

const e2e = setupE2e();

const video = (page: Page) => page.locator("video");

type VideoFact = "paused" | "muted" | "playbackRate";

/** Waits until the `<video>`'s `fact` is `value` (the page's CSP allows no string to evaluate). */
async function untilVideo(page: Page, fact: VideoFact, value: boolean | number): Promise<void> {
  await page.waitForFunction(
    ([name, expected]) => {
      const element = document.querySelector("video");
      return element !== null && element[name as VideoFact] === expected;
    },
    [fact, value] as const,
  );
}

/** Waits until the `<video>` is at `seconds`, not seeking. */
async function untilAt(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction((to) => {
    const element = document.querySelector("video");
    return element !== null && !element.seeking && Math.abs(element.currentTime - to) < 0.01;
  }, seconds);
}

it("drives a file video with each keyboard shortcut, focus anywhere but a text field", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await page.getByRole("heading", { level: 1, name: "Мой город" }).waitFor();
  await untilLive(page);
  await waitForMetadata(page);
  const captions = page.getByRole("button", { name: "Captions" });
  await captions.waitFor();
  // The focus on the page's title: not a control, not the player.
  await page.getByRole("heading", { level: 1 }).click();

  // Space and k: play and pause.
  await page.keyboard.press("k");
  await untilVideo(page, "paused", false);
  await page.keyboard.press("k");
  await untilVideo(page, "paused", true);
  await page.keyboard.press("Space");
  await untilVideo(page, "paused", false);
  await page.keyboard.press("Space");
  await untilVideo(page, "paused", true);

  // ← / → 5 s, j / l 10 s (paused, so the position moves by the key alone).
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 20;
  });
  await untilAt(page, 20);
  for (const [key, to] of [
    ["ArrowRight", 25],
    ["ArrowLeft", 20],
    ["l", 30],
    ["j", 20],
  ] as const) {
    await page.keyboard.press(key);
    await untilAt(page, to);
  }

  // m: sound off and on.
  await page.keyboard.press("m");
  await untilVideo(page, "muted", true);
  await page.keyboard.press("m");
  await untilVideo(page, "muted", false);

  // c: captions on, shown on the video, and off.
  await page.keyboard.press("c");
  await page.getByRole("button", { name: "Captions", pressed: true }).waitFor();
  await page.waitForFunction(() => document.querySelector("video")?.textTracks[0]?.mode === "showing");
  await page.keyboard.press("c");
  await page.getByRole("button", { name: "Captions", pressed: false }).waitFor();

  // > and <: faster and slower, the speed control following.
  await page.keyboard.press(">");
  await untilVideo(page, "playbackRate", 1.25);
  expect(await page.getByLabel("Speed").inputValue()).toBe("1.25");
  await page.keyboard.press("<");
  await untilVideo(page, "playbackRate", 1);

  // f: full screen on and off.
  await page.keyboard.press("f");
  await page.waitForFunction(() => document.fullscreenElement?.tagName === "VIDEO");
  await page.keyboard.press("f");
  await page.waitForFunction(() => document.fullscreenElement === null);

  // ?: the list of shortcuts, closed with Escape.
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await dialog.waitFor();
  expect(await dialog.getByText("Back or forward 10 seconds").count()).toBe(1);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  await page.context().close();
});

it("shows a focus ring on the player reached with the keyboard, and leaves Space to a focused button", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await untilLive(page);
  await waitForMetadata(page);

  const onVideo = () => page.evaluate(() => document.activeElement?.tagName === "VIDEO");
  for (let i = 0; i < 40 && !(await onVideo()); i++) await page.keyboard.press("Tab");
  expect(await onVideo()).toBe(true);
  const ring = await video(page).evaluate((v) => getComputedStyle(v).outlineStyle);
  expect(ring).not.toBe("none");
  await page.keyboard.press("Space");
  await untilVideo(page, "paused", false);
  await page.keyboard.press("k");
  await untilVideo(page, "paused", true);

  // Space on the CC switch presses the switch, and plays nothing.
  await page.getByRole("button", { name: "Captions" }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Captions", pressed: true }).waitFor();
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.context().close();
});

it("plays and pauses with a tap on the picture on a phone", async () => {
  const context = await e2e.browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    extraHTTPHeaders: PHONE_HINT,
  });
  const page = await context.newPage();
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await untilLive(page);
  await waitForMetadata(page);
  const box = await video(page).boundingBox();
  if (!box) throw new Error("The player has no box");
  // On the picture, above the controls' bar.
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
  await page.touchscreen.tap(x, y);
  await untilVideo(page, "paused", false);
  await page.touchscreen.tap(x, y);
  await untilVideo(page, "paused", true);
  await context.close();
});
