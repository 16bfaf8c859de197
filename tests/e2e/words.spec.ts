import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { waitForMetadata } from "./support/player";
import { signUpThroughModal } from "./support/sign-up";

// The whole transcript (and so "Look up words") is for premium members and admins: an admin here,
// on an app of its own (docs/testing.md: a spec with an admin changes what others would read).
// A word heard once counts as acquired here, so 30 s of one video draws the growth chart.
const ADMIN_EMAIL = "words.admin@example.com";
const e2e = setupE2e({
  env: { ADMIN_EMAILS: ADMIN_EMAIL, WORDS_ACQUIRED_CUES: "1", WORDS_ACQUIRED_VIDEOS: "1" },
});

it("looks up a transcript word after 30 s of a demo video, stars it, finds it on /progress#words and the acquired words charted", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/watch/moy-gorod`);
  await page.getByRole("heading", { level: 1, name: "Мой город" }).waitFor();
  await signUpThroughModal(page, e2e.app, "Admin", ADMIN_EMAIL);

  // 30 s of listening, muted, as the player reports it.
  await waitForMetadata(page);
  await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 0;
    return v.play();
  });
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) >= 30, null, {
    timeout: 90_000,
  });
  await page.locator("video").evaluate((v: HTMLVideoElement) => v.pause());

  // "Look up words", then a word of the transcript: its dictionary form and how often it was heard.
  const transcript = page.getByRole("region", { name: "Transcript" });
  const lookUp = transcript.getByRole("switch", { name: "Look up words" });
  await lookUp.check();
  expect(await lookUp.isChecked()).toBe(true);
  const word = transcript.getByRole("button", { name: "городе", exact: true }).first();
  await word.click();
  expect(await word.getAttribute("aria-expanded")).toBe("true");
  const details = transcript.getByRole("group", { name: "The word “городе”" });
  await details.getByText("Dictionary form:").waitFor();
  expect(await details.locator("strong").textContent()).toBe("город");
  await details.getByText(/You (heard it|have not heard it)/).waitFor();
  expect(await violations(page)).toEqual([]);

  const star = details.getByRole("button", { name: "Star this word" });
  expect(await star.getAttribute("aria-pressed")).toBe("false");
  await star.click();
  await details.getByRole("button", { name: "Star this word", pressed: true }).waitFor();

  // The starred word is on /progress#words, with a link to a moment of the video.
  await page.goto(`${e2e.app.url}/progress#words`);
  const starred = page.getByRole("region", { name: "Starred words" });
  await starred.getByText("город", { exact: true }).waitFor();
  expect(await page.getByRole("link", { name: "Words", exact: true }).getAttribute("aria-current")).toBe(
    "page",
  );
  expect(await violations(page)).toEqual([]);

  // The summary charts the words acquired over hours of input, its figures in a table: once the
  // words worker has folded the listening in (docs/words.md "Acquired words").
  await page.waitForFunction(
    async () => {
      const response = await fetch("/api/user/words/summary");
      return ((await response.json()) as { growth: unknown[] }).growth.length > 0;
    },
    null,
    { polling: 500, timeout: 60_000 },
  );
  await page.goto(`${e2e.app.url}/progress`);
  const growth = page.getByRole("region", { name: "Words acquired over your input" });
  await growth.getByRole("img", { name: /^Words acquired over hours of input/ }).waitFor();
  await growth.getByText("The figures").click();
  const table = growth.getByRole("table", { name: "Words acquired by hours of input, oldest first" });
  const lastRow = await table.locator("tbody tr").last().locator("td").allTextContents();
  const acquired = await page.getByTestId("words-acquired").locator(".progress-stat-value").textContent();
  expect(lastRow).toEqual(["0", acquired]);
  expect(Number(acquired)).toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);
  await page.context().close();
});
