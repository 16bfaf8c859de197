import type { ConsoleMessage, Page } from "playwright-core";
import { expect, it } from "vitest";
import { untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";

const e2e = setupE2e();

/** A phone that says so (as Chromium on Android does), with or without JavaScript. */
async function phone(javaScriptEnabled: boolean): Promise<Page> {
  const context = await e2e.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    timezoneId: "Europe/Moscow",
    extraHTTPHeaders: { "Sec-CH-UA-Mobile": "?1" },
  });
  return context.newPage();
}

/** The first page of the demo catalog's grid, as the API lists it to a visitor. */
async function firstPage(): Promise<{ id: string; title: string }[]> {
  const response = await fetch(`${e2e.app.url}/api/browse/videos?page=1`);
  return ((await response.json()) as { videos: { id: string; title: string }[] }).videos;
}

async function firstVideo(): Promise<{ id: string; title: string }> {
  return (await firstPage())[0]!;
}

/** A demo video played from its own file, as GET /api/video/{id} gives it to a visitor. */
const FILE_VIDEO_ID = "moy-gorod";
async function fileVideo(): Promise<{ title: string; thumbnailUrl: string; platform: string }> {
  const response = await fetch(`${e2e.app.url}/api/video/${FILE_VIDEO_ID}`);
  const { video } = (await response.json()) as {
    video: { title: string; thumbnailUrl: string; platform: string };
  };
  expect(video.platform).toBe("file");
  return video;
}

/** Console errors about hydration and uncaught page errors, as they come. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" && /first screen|Hydration|hydrat/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

it("shows the grid before any script runs, thumbnails and all; its buttons wait for the script", async () => {
  const page = await phone(false);
  const first = await firstVideo();
  await page.goto(`${e2e.app.url}/browse`);
  const card = page.locator("main article").first();
  await expect(card.getByRole("link", { name: first.title }).isVisible()).resolves.toBe(true);
  // The thumbnail is there and drawn, not waiting for a script to fade it in.
  const thumbnail = card.locator("img.thumb-image");
  await expect(
    thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).resolves.toBe(true);
  await expect(thumbnail.evaluate((img) => getComputedStyle(img).opacity)).resolves.toBe("1");
  // A phone's first row is that one card: the thumbnails below it wait until they are laid out.
  await expect(page.locator("img.thumb-image[loading=eager]").count()).resolves.toBe(1);
  // Its first screen is four cards; the rest of the page's wait for the script.
  await expect(page.locator("main article").count()).resolves.toBe(4);
  await expect(page.getByRole("button", { name: "Sign up" }).first().isVisible()).resolves.toBe(true);
  await expect(page.getByRole("button", { name: "Sign up" }).first().isDisabled()).resolves.toBe(true);
  expect(await page.getByText(/\d+ videos found/).textContent()).toMatch(/^\d+ videos found$/);
  // Other pages are drawn by the browser: the page is the empty app.
  await page.goto(`${e2e.app.url}/account`);
  await expect(page.locator("#root").innerHTML()).resolves.toBe("");
  await page.context().close();
});

it("hydrates what the server drew without redrawing it, and then works as before", async () => {
  const page = await phone(true);
  const problems = hydrationProblems(page);
  const first = await firstVideo();

  await page.goto(`${e2e.app.url}/browse`);
  // The server's card element is the one the app keeps (hydrated, not replaced).
  await page
    .locator("main article")
    .first()
    .evaluate((card) => {
      (card as HTMLElement).dataset.drawnByServer = "yes";
    });
  // The level filter opens once the page is live.
  await page.getByRole("button", { name: "Levels" }).click();
  await page.getByRole("checkbox").first().waitFor();
  await expect(
    page
      .locator("main article")
      .first()
      .evaluate((card) => (card as HTMLElement).dataset.drawnByServer),
  ).resolves.toBe("yes");

  await expect(page.getByRole("button", { name: "Sign up" }).first().isEnabled()).resolves.toBe(true);
  // Once live, the page shows every card of its first page, below the first screen too.
  const pageSize = (await firstPage()).length;
  await expect.poll(() => page.locator("main article").count()).toBe(pageSize);
  // The app's scripts were fetched only once the page had loaded: they did not compete with it.
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((e) => /\/static\/js\/[^/]+\.js$/.test(e.name));
    return { loaded: navigation?.loadEventStart ?? 0, starts: scripts.map((script) => script.startTime) };
  });
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.starts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.starts)).toBeGreaterThanOrEqual(timing.loaded);
  // Opening a card goes to its watch page in the app, and back.
  await page.getByRole("link", { name: first.title }).first().click();
  await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
  await page.goBack();
  await page.getByText(/\d+ videos found/).waitFor();
  expect(problems).toEqual([]);
  await page.context().close();
});

it("opens a watch page with its video from the page itself, asking the API nothing for it", async () => {
  const page = await phone(true);
  const first = await firstVideo();
  const asked: string[] = [];
  page.on("request", (request) => {
    // Nor its words: a new visitor has heard none, so there is no coverage to ask for.
    const path = new URL(request.url()).pathname;
    if (path === `/api/video/${first.id}` || path === `/api/video/${first.id}/words`)
      asked.push(request.url());
  });
  await page.goto(`${e2e.app.url}/watch/${first.id}`);
  await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
  // The new visitor's session arrives meanwhile: the same answer serves them too.
  await page.getByRole("button", { name: "Sign up" }).first().waitFor();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  await page.context().close();
});

it("draws a watch page before any script runs: its title, its poster where the player goes, the learner's choices, the videos like it", async () => {
  const page = await phone(false);
  const video = await fileVideo();
  // Choices made on an earlier visit, in the cookie that the request carries.
  await page
    .context()
    .addCookies([
      { name: "pn_watch", value: encodeURIComponent("playbackRate=1.5&autoplay=false"), url: e2e.app.url },
    ]);
  await page.goto(`${e2e.app.url}/watch/${FILE_VIDEO_ID}`);
  await expect(page.getByRole("heading", { level: 1, name: video.title }).isVisible()).resolves.toBe(true);
  const poster = page.locator(".watch-player img");
  await expect(poster.getAttribute("src")).resolves.toBe(video.thumbnailUrl);
  await expect(
    poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).resolves.toBe(true);
  // The player is the script's: no video element yet; the controls wait for it.
  await expect(page.locator("video").count()).resolves.toBe(0);
  const speed = page.getByRole("combobox", { name: "Speed" });
  await expect(speed.isDisabled()).resolves.toBe(true);
  await expect(speed.inputValue()).resolves.toBe("1.5");
  await expect(page.getByRole("switch", { name: "Autoplay" }).isChecked()).resolves.toBe(false);
  await expect(page.getByRole("switch", { name: "Skip watched" }).isChecked()).resolves.toBe(true);
  await expect(page.getByRole("heading", { name: "More videos like this" }).isVisible()).resolves.toBe(true);
  await page.context().close();
});

it("hydrates a watch page: the player takes the poster's place, with the learner's speed, and plays", async () => {
  const page = await phone(true);
  const problems = hydrationProblems(page);
  const video = await fileVideo();
  // A speed stored where the app kept it before the cookie: it moves to the cookie and applies.
  await page.addInitScript(() => {
    if (!document.cookie.includes("pn_watch"))
      window.localStorage.setItem("ponyatno.watch.playbackRate", "1.5");
  });
  await page.goto(`${e2e.app.url}/watch/${FILE_VIDEO_ID}`);
  const player = page.locator("video.watch-video");
  await player.waitFor();
  await expect(player.getAttribute("poster")).resolves.toBe(video.thumbnailUrl);
  await expect(page.locator(".watch-player img").count()).resolves.toBe(0);
  await expect(page.getByRole("combobox", { name: "Speed" }).inputValue()).resolves.toBe("1.5");
  await player.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);
  await expect(player.evaluate((element: HTMLVideoElement) => element.playbackRate)).resolves.toBe(1.5);
  const cookies = await page.context().cookies(e2e.app.url);
  expect(decodeURIComponent(cookies.find((c) => c.name === "pn_watch")?.value ?? "")).toBe(
    "playbackRate=1.5",
  );
  await expect(
    page.evaluate(() => window.localStorage.getItem("ponyatno.watch.playbackRate")),
  ).resolves.toBeNull();
  // The next page comes from the server with it.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Speed" }).inputValue()).resolves.toBe("1.5");
  expect(problems).toEqual([]);
  await page.context().close();
});

it("asks for a page's app first, then for its modules two at a time, a task each", async () => {
  const page = await phone(true);
  const problems = hydrationProblems(page);
  // What each task adds to the head: a MutationObserver's records reach it once per task.
  await page.addInitScript(() => {
    const added: string[][] = [];
    (window as unknown as { added: string[][] }).added = added;
    new MutationObserver((records) => {
      const batch = records
        .flatMap((record) => [...record.addedNodes])
        .map((node) =>
          node instanceof HTMLScriptElement && node.type === "module"
            ? `entry ${node.getAttribute("src")}`
            : node instanceof HTMLLinkElement && node.rel === "modulepreload"
              ? `module ${node.getAttribute("href")}`
              : "",
        )
        .filter(Boolean);
      if (batch.length > 0) added.push(batch);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${e2e.app.url}/watch/${FILE_VIDEO_ID}`);
  await untilLive(page);
  const loader = await page.locator("script[data-entry]").evaluate((script: HTMLScriptElement) => ({
    entry: script.dataset.entry ?? "",
    modules: (script.dataset.preload ?? "").split(" ").filter(Boolean),
  }));
  expect(loader.modules.length).toBeGreaterThan(5);
  const modules = loader.modules.map((href) => `module ${href}`);
  // The app's own later imports add links of their own: only the loader's are counted.
  const ours = new Set([`entry ${loader.entry}`, ...modules]);
  const addedByLoader = async () =>
    (await page.evaluate(() => (window as unknown as { added: string[][] }).added))
      .map((batch) => batch.filter((line) => ours.has(line)))
      .filter((batch) => batch.length > 0);
  await expect.poll(async () => (await addedByLoader()).flat().length).toBe(modules.length + 1);
  const added = await addedByLoader();
  // The entry first, with the first two modules; then two modules a task, each of them once.
  const pairs = [];
  for (let i = 2; i < modules.length; i += 2) pairs.push(modules.slice(i, i + 2));
  expect(added).toEqual([[`entry ${loader.entry}`, ...modules.slice(0, 2)], ...pairs]);
  expect(problems).toEqual([]);
  await page.context().close();
});

it("starts the worker that loads the browser's Intl data off the page's main thread, as it asks for the app", async () => {
  const page = await phone(true);
  const problems = hydrationProblems(page);
  // The worker's address once it has ended itself (it runs its calls, then closes); the listener
  // is on before it can end.
  const ended = new Promise<string>((resolve) =>
    page.once("worker", (worker) => worker.once("close", () => resolve(worker.url()))),
  );
  const script = page.waitForResponse((response) => new URL(response.url()).pathname === "/intl-warmup.js");
  await page.goto(`${e2e.app.url}/browse`);
  expect(new URL(await ended).pathname).toBe("/intl-warmup.js");
  const answer = await script;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/^(application|text)\/javascript/);
  await untilLive(page);
  expect(problems).toEqual([]);
  await page.context().close();
});

it("draws the filter buttons as they will look once live: no fade and no colour change on hydration", async () => {
  const colours = async (javaScriptEnabled: boolean) => {
    const page = await phone(javaScriptEnabled);
    await page.goto(`${e2e.app.url}/browse`);
    if (javaScriptEnabled) await untilLive(page);
    const button = page.getByRole("button", { name: "Levels" });
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor, style.borderTopColor, style.opacity];
    });
    const disabled = await button.isDisabled();
    await page.context().close();
    return { look, disabled };
  };
  const before = await colours(false);
  const live = await colours(true);
  expect(before.disabled).toBe(true);
  expect(live.disabled).toBe(false);
  expect(before.look).toEqual(live.look);
});

/** A learner (an anonymous one: a session of their own) with 90 minutes of input today. */
async function learnerWithInput(): Promise<Page> {
  const page = await phone(true);
  await page.goto(`${e2e.app.url}/browse`);
  await page.getByRole("button", { name: "Sign up" }).first().waitFor();
  await page.waitForLoadState("networkidle");
  const status = await page.evaluate(async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date());
    const response = await fetch("/api/user/off-platform-time", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ startDate: today, startTime: "00:00", endDate: `${today}T01:30`, minutes: 90 }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  return page;
}

it("draws /progress before any script runs: the learner's summary, its figures, words and level", async () => {
  const learner = await learnerWithInput();
  const page = await phone(false);
  await page.context().addCookies(await learner.context().cookies());
  await page.goto(`${e2e.app.url}/progress`);
  await expect(page.getByRole("heading", { level: 1, name: "My Progress" }).isVisible()).resolves.toBe(true);
  const hours = page.getByTestId("total-input").locator(".progress-stat-value");
  await expect(hours.textContent()).resolves.toBe("1 h 30 min");
  // The words tiles too: drawn only once live, they pushed the level and the rest down.
  await expect(page.getByTestId("words-heard").isVisible()).resolves.toBe(true);
  await expect(page.getByTestId("words-acquired").isVisible()).resolves.toBe(true);
  await expect(page.getByText("Your level:").isVisible()).resolves.toBe(true);
  await expect(page.getByRole("link", { name: "Goals" }).isVisible()).resolves.toBe(true);
  await learner.context().close();
  await page.context().close();
});

it("hydrates /progress, and a link to one of its tabs shows that tab once live", async () => {
  const page = await learnerWithInput();
  const problems = hydrationProblems(page);
  await page.goto(`${e2e.app.url}/progress`);
  const hours = page.getByTestId("total-input").locator(".progress-stat-value");
  await expect(hours.textContent()).resolves.toBe("1 h 30 min");
  // Its graph and completion come from the browser.
  await page.getByRole("combobox", { name: "Graph duration" }).waitFor();
  await untilLive(page);
  await page.getByRole("link", { name: "Goals" }).click();
  await page.getByLabel(/^Daily goal/).waitFor();
  // The server never sees the hash: the summary it drew gives way to the tab.
  await page.goto(`${e2e.app.url}/progress#goals`);
  await page.getByLabel(/^Daily goal/).waitFor();
  await expect(page.locator(".progress-stat").count()).resolves.toBe(0);
  expect(problems).toEqual([]);
  await page.context().close();
});

it("readies the page a link leads to while the pointer is over it: the move needs the network no more", async () => {
  const context = await e2e.browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: "Europe/Moscow",
  });
  const page = await context.newPage();
  const first = await firstVideo();
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${e2e.app.url}/browse`);
  await untilLive(page);

  // The side navigation's History leads to /progress: its summary comes while the pointer rests.
  await page.getByRole("link", { name: "History" }).first().hover();
  await expect.poll(() => asked.includes("/api/user/overall")).toBe(true);
  // From here the network refuses it: the page shows what the pointer readied.
  await page.route("**/api/user/overall", (route) => route.abort());
  await page.getByRole("link", { name: "History" }).first().click();
  await page.getByRole("heading", { level: 1, name: "My Progress" }).waitFor();
  await page.getByRole("link", { name: "Summary" }).click();
  await page.getByTestId("total-input").waitFor();

  // A card's link: the watch page's script and its video come the same way. (Playing a video
  // marks the answers the app holds stale, which a page then asks for again: hence this order.)
  await page.getByRole("link", { name: "Home" }).first().click();
  await page.getByRole("link", { name: first.title }).first().hover();
  await expect.poll(() => asked.includes(`/api/video/${first.id}`)).toBe(true);
  await expect.poll(() => asked.some((path) => /\/static\/js\/watch-page-[^/]+\.js$/.test(path))).toBe(true);
  await page.route(`**/api/video/${first.id}`, (route) => route.abort());
  await page.route(/\/static\/js\/watch-page-/, (route) => route.abort());
  await page.getByRole("link", { name: first.title }).first().click();
  await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
  await page.locator("video").first().waitFor({ state: "attached" });
  await context.close();
});
