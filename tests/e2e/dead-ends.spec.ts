import { expect, it } from "vitest";
import { newPage, untilLive } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { waitForMetadata } from "./support/player";

// Nothing walks into a dead end (docs/screens.md "Watch" and "Browse"): here YouTube cannot be
// reached (no internet), as for a learner offline or behind a network that blocks it.

const e2e = setupE2e();

it("shows our own picture for a YouTube thumbnail that does not load, never a broken image", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await untilLive(page);
  await page.waitForLoadState("networkidle");
  const broken = await page.evaluate(() =>
    Array.from(document.querySelectorAll("main img"))
      .filter(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0,
      )
      .map((image) => image.getAttribute("src")),
  );
  expect(broken).toEqual([]);
  // The card of a YouTube video shows the title's letter instead.
  expect(await page.locator("main .thumb-placeholder").count()).toBeGreaterThan(0);
  await page.context().close();
});

it("explains a premium video to a visitor and offers the log-in, without opening it by itself", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/watch/istoriya-chaya`);
  const premium = page.getByRole("region", { name: "This is a Premium video" });
  await premium.waitFor();
  await untilLive(page);
  await page.waitForLoadState("networkidle");
  expect(await page.getByRole("dialog").count()).toBe(0);
  await premium.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("dialog").getByRole("heading", { name: "Log in" }).waitFor();
  await page.context().close();
});

it("has autoplay skip the YouTube videos it cannot play here, and say so", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/watch/utro-doma`);
  await untilLive(page);
  const related = await page.evaluate(async () => {
    const answer = await (await fetch("/api/video/utro-doma", { credentials: "include" })).json();
    return answer.relatedVideos as { id: string; title: string; url: string | null; platform: string }[];
  });
  const playable = related.filter((v) => v.url !== null);
  expect(playable[0]?.platform, "the demo's first related video of utro-doma is on YouTube").toBe("youtube");
  const nextFile = playable.find((v) => v.platform === "file");

  await waitForMetadata(page);
  await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 2;
    return v.play();
  });
  const notice = page.getByRole("status").filter({ hasText: /^Autoplay/ });
  if (nextFile) {
    await page.waitForURL((url) => url.pathname === `/watch/${nextFile.id}`);
    await page.getByRole("heading", { level: 1, name: nextFile.title }).waitFor();
    await notice.filter({ hasText: "Autoplay skipped the YouTube videos" }).waitFor();
  } else {
    await notice.filter({ hasText: "Autoplay stopped" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/watch/utro-doma");
  }
  await page.context().close();
});
