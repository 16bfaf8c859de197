import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { ADMIN_SECTIONS } from "./support/admin-sections";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { waitForMetadata } from "./support/player";
import { signUpThroughModal } from "./support/sign-up";

const ADMIN_EMAIL = "admin@example.com";

const e2e = setupE2e({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
let admin: Page;
beforeAll(async () => {
  admin = await signedUp("Ada Admin", ADMIN_EMAIL);
});

/** A new browser context that signs up from /browse's banner. */
async function signedUp(name: string, email: string): Promise<Page> {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/browse`);
  await signUpThroughModal(page, e2e.app, name, email);
  return page;
}

/** A 1×1 PNG, made here rather than shipped. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Accepts every confirm and alert, and keeps their texts. */
function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

it("shows 'Admins only' to a visitor and to a learner, as the server decides", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/admin/user`);
  await page.getByRole("heading", { name: "Admins only" }).waitFor();
  expect(await page.getByRole("link", { name: "Back to the videos" }).getAttribute("href")).toBe("/browse");
  expect(await page.getByRole("navigation", { name: "Admin sections" }).count()).toBe(0);

  await signUpThroughModal(page, e2e.app, "Lev Learner", "lev@example.com");
  await page.goto(`${e2e.app.url}/admin/user`);
  await page.getByRole("heading", { name: "Admins only" }).waitFor();
  expect(await page.getByRole("table").count()).toBe(0);
  await page.context().close();
});

it("leads an admin through the hub's eleven sections and shows the recent changes", async () => {
  await admin.goto(`${e2e.app.url}/admin`);
  const sections = admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
  await sections.first().waitFor();
  const hrefs = await sections.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(ADMIN_SECTIONS).toHaveLength(11);
  expect(hrefs).toEqual(ADMIN_SECTIONS);
  await admin.getByRole("heading", { name: "Recent changes" }).waitFor();
});

it("shows the email runs on the Emails section", async () => {
  await admin.goto(`${e2e.app.url}/admin`);
  await admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Emails" })
    .click();
  await admin.getByRole("heading", { name: "Emails", level: 2 }).waitFor();
  expect(new URL(admin.url()).pathname).toBe("/admin/emails");
  // The server's runner may have run already (its first run is at start): either its table or the empty state.
  await admin.getByText(/^Jobs: \d+ waiting, \d+ being sent, \d+ sent, \d+ failed, \d+ skipped\.$/).waitFor();
  await admin
    .getByText("No runs have sent anything yet.")
    .or(admin.getByRole("table", { name: "The last runs of the email jobs, newest first" }))
    .waitFor();
});

it("shows a learner's feedback to the admin, counted on the hub until it is marked handled", async () => {
  const learner = await signedUp("Fedor Feedback", "fedor@example.com");
  await learner.goto(`${e2e.app.url}/feedback`);
  await learner.getByLabel("Suggestions for improvement").fill("Больше мультфильмов, пожалуйста.");
  await learner.getByRole("button", { name: "Submit Feedback" }).click();
  await learner.getByRole("alert").filter({ hasText: "Thank you for your feedback!" }).waitFor();
  await learner.context().close();

  await admin.goto(`${e2e.app.url}/admin`);
  const button = admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: /^Feedback/ });
  await button.getByText("1", { exact: true }).waitFor();
  await button.click();
  const card = admin.getByRole("article", { name: /Fedor Feedback \(fedor@example\.com\)/ });
  await card.getByText("Больше мультфильмов, пожалуйста.").waitFor();
  expect(await card.getByRole("definition").count()).toBe(1);
  await card.getByRole("button", { name: "Mark handled" }).click();
  await admin.getByText("Marked as handled").waitFor();
  await admin.getByText("Nothing here.").waitFor();
  await button.getByText("1", { exact: true }).waitFor({ state: "detached" });
  await admin.getByText("Handled", { exact: true }).click();
  await admin
    .getByRole("article", { name: /Fedor Feedback/ })
    .getByText(`Handled by ${ADMIN_EMAIL}`)
    .waitFor();
});

it("makes a learner premium, who can then download a transcript, and deletes another account", async () => {
  const learner = await signedUp("Lena Learner", "lena@example.com");
  const leaving = await signedUp("Del Leaving", "leaving@example.com");
  await leaving.context().close();

  await admin.goto(`${e2e.app.url}/admin/user`);
  await admin.getByLabel("Search users").fill("LENA@");
  await admin.getByText("1 user", { exact: true }).waitFor();
  const premium = admin.getByRole("button", { name: "Premium for lena@example.com" });
  expect(await premium.getAttribute("aria-pressed")).toBe("false");
  await premium.click();
  await admin.getByText("User updated").waitFor();
  await admin.waitForFunction(
    () =>
      document
        .querySelector('[aria-label^="Premium for lena@example.com:"]')
        ?.getAttribute("aria-pressed") === "true",
  );

  await learner.goto(`${e2e.app.url}/watch/moy-gorod`);
  const [download] = await Promise.all([
    learner.waitForEvent("download"),
    learner.getByRole("button", { name: "Download transcript (.docx)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  // Premium (docs/screens.md "Watch"): the whole transcript, and a click on a line takes the player there.
  const line = learner
    .getByRole("region", { name: "Transcript" })
    .getByRole("button", { name: /Вот улица\. Улица длинная\./ });
  await waitForMetadata(learner);
  await line.click();
  await expect
    .poll(() => learner.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(19.1, 1);
  await learner.context().close();

  const dialogs = collectDialogs(admin);
  await admin.getByLabel("Search users").fill("leaving");
  await admin.getByRole("button", { name: "Delete leaving@example.com" }).click();
  // A dialog of the page's own that names the account, not the browser's confirm().
  const dialog = admin.getByRole("dialog", { name: "Delete this account?" });
  await dialog.getByText("Del Leaving (leaving@example.com)").waitFor();
  await dialog.getByRole("button", { name: "Delete leaving@example.com" }).click();
  await admin.getByText("Account deleted").waitFor();
  await admin.getByText("0 users", { exact: true }).waitFor();
  expect(dialogs).toEqual([]);
  admin.removeAllListeners("dialog");

  // The admin's own row has no Delete (the server refuses it too: user-admin.api.test.ts).
  await admin.getByLabel("Search users").fill(ADMIN_EMAIL);
  await admin.getByText("1 user", { exact: true }).waitFor();
  await admin.getByText("Your account: another admin can delete it.").waitFor();
  expect(await admin.getByRole("button", { name: `Delete ${ADMIN_EMAIL}` }).count()).toBe(0);

  await admin.goto(`${e2e.app.url}/admin`);
  await admin.getByRole("cell", { name: "leaving@example.com" }).first().waitFor();
});

it("adds and removes a topic; a topic in use cannot be removed", async () => {
  await admin.goto(`${e2e.app.url}/admin/topic`);
  const table = admin.getByRole("table");
  await table.waitFor();
  // A demo topic is used by videos: its Remove waits until no video uses it.
  expect(
    await table
      .getByRole("button", { name: /^Remove / })
      .first()
      .isDisabled(),
  ).toBe(true);

  await admin.getByRole("button", { name: "Add" }).click();
  await admin.getByText("A name is required.").waitFor();
  await admin.getByLabel("New topic").fill("Тема для проверки");
  await admin.getByRole("button", { name: "Add" }).click();
  await admin.getByText("Added topic “Тема для проверки”.").waitFor();
  const row = table.getByRole("row").filter({ hasText: "Тема для проверки" });
  expect(await row.getByRole("cell").nth(1).textContent()).toBe("0");

  await admin.getByRole("button", { name: "Remove Тема для проверки" }).click();
  await admin.getByText("Removed topic “Тема для проверки”.").waitFor();
  await row.waitFor({ state: "detached" });
});

it("adds a video with a thumbnail, a learner finds it, and once hidden the learner no longer does", async () => {
  const title = "Проверочное видео";
  await admin.goto(`${e2e.app.url}/admin/video-add`);
  await admin.getByRole("button", { name: "Add video" }).click();
  // Every rule's text under its field, before anything is sent.
  for (const text of [
    "Youtube link is required",
    "Title is required",
    "Thumbnail is required",
    "Speaker is required",
  ]) {
    await admin.getByText(text, { exact: true }).waitFor();
  }

  await admin.getByLabel("YouTube link", { exact: true }).fill("https://www.youtube.com/watch?v=e2eTestVid1");
  await admin.getByLabel("Title", { exact: true }).fill(title);
  await admin.getByLabel("Description").fill("Видео из теста.");
  await admin.getByLabel("Level", { exact: true }).selectOption("Beginner 0");
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  await admin.getByLabel("Schedule date").fill(yesterday);
  await admin.getByLabel("Channel", { exact: true }).selectOption({ index: 1 });
  await admin.getByLabel("Duration", { exact: true }).fill("2:30");
  await admin.getByRole("group", { name: "Speakers" }).getByRole("checkbox").first().check();
  await admin.getByRole("group", { name: "Topics" }).getByRole("checkbox").first().check();
  await admin
    .getByLabel("Thumbnail")
    .setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: TINY_PNG });
  await admin.getByRole("button", { name: "Add video" }).click();
  const created = admin.getByRole("status").getByRole("link", { name: title });
  await created.waitFor();
  const watchPath = await created.getAttribute("href");
  expect(watchPath).toMatch(/^\/watch\/.+/);
  // The success line takes the focus (in sight after the long form), and the form is empty, the
  // chosen thumbnail too, ready for the next video.
  expect(await created.evaluate((link) => link.closest(".alert") === document.activeElement)).toBe(true);
  expect(await admin.getByLabel("Title", { exact: true }).inputValue()).toBe("");
  expect(
    await admin.getByLabel("Thumbnail").evaluate((input: HTMLInputElement) => input.files?.length ?? 0),
  ).toBe(0);

  const learner = await newPage(e2e.browser);
  const search = `${e2e.app.url}/browse?${new URLSearchParams({ text: title })}`;
  await learner.goto(search);
  await learner.getByRole("link", { name: title }).waitFor();

  await admin.goto(`${e2e.app.url}/admin/video`);
  await admin.getByLabel("Search by title").fill(title);
  const visible = admin.getByRole("button", { name: `Visible: ${title}` });
  expect(await visible.textContent()).toBe("YES");
  await visible.click();
  await admin.waitForFunction(
    (name) => document.querySelector(`[aria-label^="Visible: ${name}:"]`)?.textContent === "no",
    title,
  );
  await admin.goto(`${e2e.app.url}${watchPath}`);
  await admin.getByText("Hidden", { exact: true }).waitFor();

  await learner.goto(search);
  await learner.getByText("No video found.", { exact: false }).waitFor();
  expect(await learner.getByRole("link", { name: title }).count()).toBe(0);
  await learner.context().close();
});

it("edits a user's name and last payment date, and a video's title, in their dialogs", async () => {
  const learner = await signedUp("Olga Old", "olga@example.com");
  await learner.context().close();
  await admin.goto(`${e2e.app.url}/admin/user`);
  await admin.getByLabel("Search users").fill("olga@");
  await admin.getByRole("button", { name: "Edit olga@example.com" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Name").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.getByText("The name cannot be empty.").waitFor();
  await dialog.getByLabel("Name").fill("Olga New");
  await dialog.getByLabel("Last payment date").fill("2026-03-31");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await admin.getByText("User updated").waitFor();
  await admin.getByRole("cell", { name: "Olga New" }).waitFor();
  await admin.getByRole("cell", { name: "31 Mar 2026" }).waitFor();

  await admin.goto(`${e2e.app.url}/admin/video`);
  await admin.getByLabel("Search by title").fill("Утро дома");
  await admin.getByRole("button", { name: "Edit Утро дома" }).click();
  await dialog.getByLabel("Title", { exact: true }).fill("Утро дома (новое)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await admin.getByText("Video updated.").waitFor();
  await admin.getByLabel("Search by title").fill("новое");
  await admin.getByRole("link", { name: "Утро дома (новое)", exact: true }).waitFor();
});

it("asks a channel for its name and url, in the product's words", async () => {
  await admin.goto(`${e2e.app.url}/admin/channel`);
  await admin.getByRole("table").waitFor();
  await admin.getByRole("button", { name: "Add" }).click();
  await admin.getByText("Channel name is required", { exact: true }).waitFor();
  await admin.getByText("Channel url is required", { exact: true }).waitFor();
});

it("exports users.csv and sends a status email", async () => {
  await admin.goto(`${e2e.app.url}/admin/user`);
  await admin.getByRole("button", { name: `Status email to ${ADMIN_EMAIL}` }).click();
  await admin.getByText("Email sent!").waitFor();
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("users.csv");
});

it("draws the video list for an admin before any script runs, and hydrates it without redrawing", async () => {
  const answer = (await (await admin.context().request.get(`${e2e.app.url}/api/admin/video`)).json()) as {
    videos: { title: string }[];
  };
  const newest = answer.videos[0]?.title ?? "";
  expect(newest).not.toBe("");

  // The admin's session, in a browser that runs no script: the list is in the page itself.
  const drawn = await e2e.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  await drawn.addCookies(await admin.context().cookies());
  const still = await drawn.newPage();
  await still.goto(`${e2e.app.url}/admin/video`);
  await expect(still.getByRole("heading", { level: 1, name: "Admin" }).isVisible()).resolves.toBe(true);
  await expect(still.getByRole("table").getByText(newest, { exact: true }).isVisible()).resolves.toBe(true);
  await expect(still.getByRole("searchbox", { name: "Search by title" }).isDisabled()).resolves.toBe(true);
  await drawn.close();

  const problems: string[] = [];
  admin.on("console", (message) => {
    if (message.type() === "error" && /first screen|hydrat/i.test(message.text()))
      problems.push(message.text());
  });
  await admin.goto(`${e2e.app.url}/admin/video`);
  // Live: the search filters the rows the server drew.
  const search = admin.getByRole("searchbox", { name: "Search by title" });
  await search.fill(newest);
  await expect.poll(() => admin.getByRole("table").getByRole("row").count()).toBe(2);
  expect(problems).toEqual([]);
});
