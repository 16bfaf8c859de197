import { expect, it } from "vitest";
import { violations } from "./support/axe";
import { setupSignedInAdmin } from "./support/signed-in-admin";

const e2e = setupSignedInAdmin();

/** A 1×1 PNG, made here rather than shipped. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

interface ListedVideo {
  id: string;
  title: string;
  thumbnailUrl: string;
}

/** The admin list's videos as GET /api/admin/video answers the signed-in admin. */
async function adminVideos(): Promise<ListedVideo[]> {
  return e2e.admin.evaluate(async () => {
    const response = await fetch("/api/admin/video", { headers: { Accept: "application/json" } });
    return ((await response.json()) as { videos: ListedVideo[] }).videos;
  });
}

async function thumbnailOf(id: string): Promise<string> {
  const video = (await adminVideos()).find((v) => v.id === id);
  if (!video) throw new Error(`video ${id} is not listed`);
  return video.thumbnailUrl;
}

/** The server's answer to GET url, past the browser's cache (a stored file is cached for a year). */
async function statusOf(url: string): Promise<number> {
  return e2e.admin.evaluate(async (path) => (await fetch(path, { cache: "no-store" })).status, url);
}

/** Opens the video's edit dialog from /admin/video, chooses a new thumbnail and saves. */
async function replaceThumbnail(title: string, fileName: string): Promise<void> {
  await e2e.admin.goto(`${e2e.app.url}/admin/video`);
  await e2e.admin.getByLabel("Search by title").fill(title);
  await e2e.admin.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = e2e.admin.getByRole("dialog");
  await dialog
    .getByLabel("New thumbnail")
    .setInputFiles({ name: fileName, mimeType: "image/png", buffer: TINY_PNG });
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await e2e.admin.getByText("Video updated.").waitFor();
}

it("replaces a video's thumbnail from its edit dialog, and the old stored file is gone", async () => {
  await e2e.admin.goto(`${e2e.app.url}/admin/video`);
  await e2e.admin.getByLabel("Search by title").waitFor();
  const [video] = await adminVideos();
  if (!video) throw new Error("the app has no video to edit");
  const before = video.thumbnailUrl;

  // The first replacement puts a file of ours in place of whatever the video had.
  await replaceThumbnail(video.title, "first.png");
  const first = await thumbnailOf(video.id);
  expect(first).not.toBe(before);
  expect(first).toMatch(/^\/files\//);
  expect(await statusOf(first)).toBe(200);

  // The second replaces our own file: the new one is served, the old one deleted.
  await replaceThumbnail(video.title, "second.png");
  const second = await thumbnailOf(video.id);
  expect(second).not.toBe(first);
  expect(second).toMatch(/^\/files\//);
  expect(await statusOf(second)).toBe(200);
  expect(await statusOf(first)).toBe(404);
});

it("labels every file field of the edit dialog, reaches them with the keyboard, and axe finds nothing", async () => {
  await e2e.admin.goto(`${e2e.app.url}/admin/video`);
  await e2e.admin.getByLabel("Search by title").waitFor();
  const [video] = await adminVideos();
  if (!video) throw new Error("the app has no video to edit");
  await e2e.admin.getByLabel("Search by title").fill(video.title);
  await e2e.admin.getByRole("button", { name: `Edit ${video.title}` }).click();
  const dialog = e2e.admin.getByRole("dialog");
  const group = dialog.getByRole("group", { name: "Replace files (optional)" });
  const labels = ["New thumbnail", "New subtitles", "New audio", "New video file"];
  for (const label of labels) {
    expect(await group.getByLabel(label, { exact: true }).getAttribute("type")).toBe("file");
  }
  // Tab leads from one file field to the next, in the order they are shown.
  await group.getByLabel("New thumbnail", { exact: true }).focus();
  const focused: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    focused.push(
      await e2e.admin.evaluate(
        () => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent ?? "",
      ),
    );
    await e2e.admin.keyboard.press("Tab");
  }
  expect(focused).toEqual(labels);
  expect(await violations(e2e.admin, "[role=dialog]")).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
});
