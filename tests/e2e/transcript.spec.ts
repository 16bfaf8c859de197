import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { waitForMetadata } from "./support/player";
import { signUpThroughModal } from "./support/sign-up";

const ADMIN_EMAIL = "admin@example.com";
const YOUTUBE_ADMIN_EMAIL = "admin.youtube@example.com";

const e2e = setupE2e({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${YOUTUBE_ADMIN_EMAIL}` } });

/** The text of the file player's showing cue ("" between cues). */
const activeCue = (page: Page) =>
  page.locator("video").evaluate((v: HTMLVideoElement) => {
    const cue = v.textTracks[0]?.activeCues?.[0] as VTTCue | undefined;
    return cue?.text ?? "";
  });

it("shows captions on a free demo video when CC is switched on, remembers it, and locks the transcript for visitors", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await page.getByRole("heading", { level: 1, name: "Мой город" }).waitFor();
  const cc = page.getByRole("button", { name: "Captions" });
  await cc.waitFor();
  expect(await cc.getAttribute("aria-pressed")).toBe("false");
  expect(await page.locator("video track").getAttribute("srclang")).toBe("ru");

  // Visitors: the first three lines and a lock with a link to Premium.
  const transcript = page.getByRole("region", { name: "Transcript" });
  await transcript.getByText("Привет! Меня зовут Анна.").waitFor();
  expect(await transcript.getByRole("listitem").count()).toBe(3);
  expect(await transcript.getByRole("link", { name: "See Premium" }).getAttribute("href")).toBe("/premium");
  expect(await transcript.getByRole("button").count()).toBe(0);

  await cc.click();
  expect(await cc.getAttribute("aria-pressed")).toBe("true");
  await page.waitForFunction(() => document.querySelector("video")?.textTracks[0]?.mode === "showing");
  await waitForMetadata(page);
  await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 2.5;
    return v.play();
  });
  await expect.poll(() => activeCue(page), { timeout: 10_000 }).toBe("Привет! Меня зовут Анна.");
  await expect.poll(() => activeCue(page), { timeout: 10_000 }).toBe("Это мой город.");
  await page.locator("video").evaluate((v: HTMLVideoElement) => v.pause());

  // Remembered: after a reload the captions are on at once.
  await page.reload();
  await page.getByRole("button", { name: "Captions", pressed: true }).waitFor();
  await page.waitForFunction(() => document.querySelector("video")?.textTracks[0]?.mode === "showing");
  await page.getByRole("button", { name: "Captions" }).click();
  await page.waitForFunction(() => document.querySelector("video")?.textTracks[0]?.mode === "hidden");
  await page.context().close();
});

it("gives admins the whole transcript: the current line follows the video, a click seeks there, search filters; axe clean", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await page.getByRole("heading", { level: 1, name: "Мой город" }).waitFor();
  await signUpThroughModal(page, e2e.app, "Admin", ADMIN_EMAIL);
  const transcript = page.getByRole("region", { name: "Transcript" });
  const line = transcript.getByRole("button", { name: /Вот улица\. Улица длинная\./ });
  await line.waitFor();
  expect(await transcript.getByRole("button").count()).toBeGreaterThan(5);
  await waitForMetadata(page);

  await line.click();
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(19.1, 1);
  await expect.poll(() => line.getAttribute("aria-current")).toBe("true");

  // Playing on moves the highlight to the next line.
  await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => line.getAttribute("aria-current"), { timeout: 10_000 }).toBeNull();
  await page.locator("video").evaluate((v: HTMLVideoElement) => v.pause());

  // Kept in view inside its own box, never moving the page, and not while the pointer is over it.
  const list = transcript.getByRole("list");
  const scrollTop = () => list.evaluate((l) => l.scrollTop);
  const setTime = (seconds: number) =>
    page.locator("video").evaluate((v: HTMLVideoElement, s) => {
      v.currentTime = s;
    }, seconds);
  // "The page does not move" as a person sees it: the transcript stays where it is on the screen.
  // (Not window.scrollY: the first report's words line can arrive above meanwhile, and the
  // browser's scroll anchoring then moves scrollY by that line's height to keep the view still.)
  const onScreen = () => transcript.evaluate((region) => Math.round(region.getBoundingClientRect().top));
  await page.mouse.move(1, 1);
  const before = await onScreen();
  await setTime(43.5);
  const last = transcript.getByRole("button", { name: /Пока!/ });
  await expect.poll(() => last.getAttribute("aria-current")).toBe("true");
  await expect.poll(scrollTop).toBeGreaterThan(0);
  expect(await onScreen()).toBe(before);
  await list.hover();
  const held = await scrollTop();
  await setTime(0.5);
  await expect.poll(() => transcript.getByRole("button").first().getAttribute("aria-current")).toBe("true");
  await page.waitForTimeout(500);
  expect(await scrollTop()).toBe(held);

  // Search: only the lines with the word, the word marked.
  await transcript.getByLabel("Search the transcript").fill("город");
  await transcript.getByText(/lines? of \d+/).waitFor();
  const shown = await transcript.getByRole("button").allTextContents();
  expect(shown.length).toBeGreaterThan(1);
  for (const text of shown) expect(text.toLowerCase()).toContain("город");
  expect(await transcript.locator("mark").count()).toBeGreaterThanOrEqual(shown.length);
  expect(await violations(page)).toEqual([]);

  await transcript.getByLabel("Search the transcript").fill("");
  await line.waitFor();
  expect(await violations(page)).toEqual([]);

  // The keyboard: Enter on a line seeks there too.
  const first = transcript.getByRole("button", { name: /Привет! Меня зовут Анна\./ });
  await first.focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(2.7, 1);
  await page.context().close();
});

it("keeps the locked transcript and the CC switch accessible on a phone", async () => {
  const page = await newPage(e2e.browser, "phone");
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await page.getByRole("region", { name: "Transcript" }).getByRole("link", { name: "See Premium" }).waitFor();
  await page.getByRole("button", { name: "Captions" }).click();
  await page.getByRole("button", { name: "Captions", pressed: true }).waitFor();
  expect(await violations(page)).toEqual([]);
  await page.context().close();
});

/**
 * Offline, YouTube's IFrame API is replaced by a stand-in with a clock the test moves
 * (`window.fakeYouTube`): enough for the player component and our caption line.
 */
const FAKE_IFRAME_API = `
window.YT = {
  Player: function (element, options) {
    var time = 0;
    var player = {
      getCurrentTime: function () { return time; },
      getDuration: function () { return 60; },
      getPlayerState: function () { return 2; },
      seekTo: function (seconds) { time = seconds; },
      setPlaybackRate: function () {},
      destroy: function () {},
    };
    window.fakeYouTube = player;
    setTimeout(function () { options.events.onReady({ target: player }); }, 0);
    return player;
  },
};
window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;

it("draws our own caption line over a YouTube video from its stored cues, and seeks it from the transcript", async () => {
  const page = await newPage(e2e.browser);
  await page.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_IFRAME_API }),
  );
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await page.getByRole("heading", { level: 1, name: "Мой город" }).waitFor();
  await waitForMetadata(page);
  // An admin adds a YouTube video with moy-gorod's subtitles.
  await signUpThroughModal(page, e2e.app, "Admin", YOUTUBE_ADMIN_EMAIL);
  const id = await page.evaluate(async () => {
    const { video } = await (await fetch("/api/video/moy-gorod?related=false")).json();
    const form = new FormData();
    form.set("link", "https://www.youtube.com/watch?v=capTest0001");
    form.set("title", "Мой город на YouTube");
    form.set("description", "Captions drawn by the app.");
    form.set("level", "Beginner 0");
    form.set("uploadDate", new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    form.set("channelId", String(video.channelId));
    form.set("duration", "1:00");
    form.set("speakers", "Анна");
    form.set("topics", video.tags.join(","));
    form.set("thumbnail", await (await fetch(video.thumbnailUrl)).blob(), "thumb.jpg");
    form.set("subtitles", await (await fetch("/api/video/moy-gorod/captions.vtt")).blob(), "moy-gorod.vtt");
    const response = await fetch("/api/admin/video/add", { method: "POST", body: form });
    const answer = await response.json();
    if (!response.ok) throw new Error(JSON.stringify(answer));
    return answer.video.id as string;
  });

  await page.goto(`${e2e.app.url}/watch/${encodeURIComponent(id)}`);
  await page.getByRole("heading", { level: 1, name: "Мой город на YouTube" }).waitFor();
  await page.waitForFunction(() => "fakeYouTube" in window);
  const line = page.getByTestId("caption-line");
  const cc = page.getByRole("button", { name: "Captions" });
  // A new browser context: nothing remembered, so off at first.
  expect(await cc.getAttribute("aria-pressed")).toBe("false");
  expect(await line.count()).toBe(0);
  await cc.click();
  const moveTo = (seconds: number) =>
    page.evaluate(
      (s) => (window as unknown as { fakeYouTube: { seekTo(s: number): void } }).fakeYouTube.seekTo(s),
      seconds,
    );
  await moveTo(3);
  await expect.poll(() => line.textContent()).toBe("Привет! Меня зовут Анна.");
  await moveTo(7);
  await expect.poll(() => line.textContent()).toBe("Это мой город.");
  await moveTo(8.5);
  await expect.poll(() => line.textContent()).toBe("");

  // The transcript seeks the YouTube player too.
  const transcript = page.getByRole("region", { name: "Transcript" });
  await transcript.getByRole("button", { name: /Вот улица\. Улица длинная\./ }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { fakeYouTube: { getCurrentTime(): number } }).fakeYouTube.getCurrentTime(),
      ),
    )
    .toBeCloseTo(19.1, 1);
  await expect.poll(() => line.textContent()).toBe("Вот улица. Улица длинная.");
  await page.context().close();
});
