import { readFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_EMAIL, adminClient, signUp } from "@tests/factories/users";
import { adminVideoList } from "@tests/setup/admin-videos";
import { TestClient } from "@tests/setup/client";
import { uploadPlanner } from "@tests/setup/content-planner";
import { type ServedFile, setupFileServer } from "@tests/setup/file-server";
import { createTestApp, setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminVideo, catalogAdminRoutes } from "../../../../shared/contracts/catalog-admin";
import { contentPlannerRoutes } from "../../../../shared/contracts/content-planner";
import { videoRoutes } from "../../../../shared/contracts/video";

/*
 * The planner's file columns against a file server the test starts on loopback: the app under
 * test allows private addresses (PLANNER_ALLOW_PRIVATE_URLS), a second app does not.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const MP3 = readFileSync(path.resolve("media/demo/moy-gorod.mp3"));
const SRT = "1\r\n00:00:01,000 --> 00:00:04,000\r\nПривет! Сегодня говорим о чае.\r\n";
const FILES: Record<string, ServedFile> = {
  "/thumb.png": { type: "image/png", body: PNG },
  "/subs.srt": { type: "text/plain", body: SRT },
  "/not-subs.vtt": { type: "text/vtt", body: "these are not subtitles" },
  "/audio.mp3": { type: "audio/mpeg", body: MP3 },
};

const files = setupFileServer(() => FILES);
let admin: TestClient;

const header =
  "PublishDate,mins,secs,Channel,Video Name on Youtube,Level,Youtube Link,Thumbnail,Subtitles,Audio";
const row = (id: string, title: string, thumbnail: string, subtitles = "", audio = "") =>
  `01.02.2025,3,0,Files,${title},Beginner 1,https://youtu.be/${id},${thumbnail},${subtitles},${audio}`;

/** The row whose thumbnail, subtitles and audio all download. */
const everyFileRow = () =>
  row(
    "FiLeS000001",
    "Всё скачано",
    `${files.base}/thumb.png`,
    `${files.base}/subs.srt`,
    `${files.base}/audio.mp3`,
  );

async function videoOf(client: TestClient, youtubeId: string): Promise<AdminVideo | undefined> {
  return (await adminVideoList(client)).find((v) => v.onPlatformId === youtubeId);
}

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL], plannerAllowPrivateUrls: true });
beforeAll(async () => {
  admin = await adminClient(t);
});

describe("the planner's file columns", () => {
  it("stores downloaded files, and a failed download keeps the video with its placeholder, logged", async () => {
    const file = [
      header,
      everyFileRow(),
      row("FiLeS000002", "Без картинки", `${files.base}/missing.jpg`, `${files.base}/not-subs.vtt`),
      row("FiLeS000003", "Своя картинка YouTube", ""),
    ].join("\n");
    const log = await uploadPlanner(admin, file);
    expect(log.lines.slice(1)).toEqual([
      "row 2 (FiLeS000001) “Всё скачано”: created; new channel “Files”",
      "row 3 (FiLeS000002) “Без картинки”: created",
      `row 3 (FiLeS000002) “Без картинки”: thumbnail failed: HTTP 404 from ${files.base}/missing.jpg`,
      `row 3 (FiLeS000002) “Без картинки”: subtitles failed: not WebVTT or SRT subtitles: ${files.base}/not-subs.vtt`,
      "row 4 (FiLeS000003) “Своя картинка YouTube”: created",
      "Done: 3 rows read, 3 created, 0 updated, 0 unchanged, 0 skipped, 0 deleted, 0 refused, 2 file failures.",
    ]);

    const stored = await videoOf(admin, "FiLeS000001");
    expect(stored).toMatchObject({ hasSubtitles: true, hasAudio: true });
    expect(stored?.thumbnailUrl).toMatch(/^\/files\/thumbnails\/[0-9a-f-]+\.png$/);
    const thumbnail = await admin.get(stored?.thumbnailUrl ?? "");
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload).toEqual(PNG);
    const transcript = await admin.get(catalogAdminRoutes.videoTranscript(stored?.id ?? ""));
    expect(transcript.body).toContain("00:00:01.000 --> 00:00:04.000\nПривет! Сегодня говорим о чае.");
    const audio = await admin.get(videoRoutes.audioMp3(stored?.id ?? ""));
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload).toEqual(MP3);

    // The failed thumbnail leaves YouTube's own; the failed subtitles leave none.
    expect(await videoOf(admin, "FiLeS000002")).toMatchObject({
      thumbnailUrl: "https://i.ytimg.com/vi/FiLeS000002/hqdefault.jpg",
      hasSubtitles: false,
    });
    expect((await videoOf(admin, "FiLeS000003"))?.thumbnailUrl).toBe(
      "https://i.ytimg.com/vi/FiLeS000003/hqdefault.jpg",
    );
  });

  it("keeps a stored file when its download fails, and the download's own cells mean 'keep'", async () => {
    const before = await videoOf(admin, "FiLeS000001");
    const failed = await uploadPlanner(
      admin,
      [header, row("FiLeS000001", "Всё скачано", `${files.base}/missing.jpg`)].join("\n"),
    );
    expect(failed.lines.slice(1, -1)).toEqual([
      "row 2 (FiLeS000001) “Всё скачано”: unchanged",
      `row 2 (FiLeS000001) “Всё скачано”: thumbnail failed: HTTP 404 from ${files.base}/missing.jpg`,
    ]);
    expect(await videoOf(admin, "FiLeS000001")).toEqual(before);

    const download = await admin.get(contentPlannerRoutes.download);
    // The download names each downloaded file by the URL it came from.
    expect(download.body).toContain(`${files.base}/thumb.png,${files.base}/subs.srt,${files.base}/audio.mp3`);
    const back = await uploadPlanner(admin, download.rawPayload);
    expect(back.lines.at(-1)).toBe(
      "Done: 3 rows read, 0 created, 0 updated, 3 unchanged, 0 skipped, 0 deleted, 0 refused, 0 file failures.",
    );

    // The team's own planner, URLs and all, uploaded again: nothing is downloaded anew.
    const teams = await uploadPlanner(admin, [header, everyFileRow()].join("\n"));
    expect(teams.lines.slice(1, -1)).toEqual(["row 2 (FiLeS000001) “Всё скачано”: unchanged"]);
    expect(await videoOf(admin, "FiLeS000001")).toEqual(before);
  });

  it("replaces a stored thumbnail with a new download and deletes the old file", async () => {
    const before = await videoOf(admin, "FiLeS000001");
    const log = await uploadPlanner(
      admin,
      [header, row("FiLeS000001", "Всё скачано", `${files.base}/thumb.png?v=2`)].join("\n"),
    );
    expect(log.lines.slice(1, -1)).toEqual([
      "row 2 (FiLeS000001) “Всё скачано”: updated: thumbnail (new file)",
    ]);
    const after = await videoOf(admin, "FiLeS000001");
    expect(after?.thumbnailUrl).not.toBe(before?.thumbnailUrl);
    expect((await admin.get(after?.thumbnailUrl ?? "")).statusCode).toBe(200);
    expect((await admin.get(before?.thumbnailUrl ?? "")).statusCode).toBe(404);
  });

  it("refuses private and loopback addresses unless the server is told to allow them", async () => {
    const strict = await createTestApp({ adminEmails: ["admin@example.com"] });
    try {
      const strictAdmin = new TestClient(strict.app);
      await signUp(strict, strictAdmin, "Admin", "admin@example.com");
      const log = await uploadPlanner(
        strictAdmin,
        [header, row("PrIvAtE0001", "Частный адрес", `${files.base}/thumb.png`)].join("\n"),
      );
      expect(log.lines.slice(1, -1)).toEqual([
        "row 2 (PrIvAtE0001) “Частный адрес”: created; new channel “Files”",
        `row 2 (PrIvAtE0001) “Частный адрес”: thumbnail failed: ${files.base}/thumb.png is on a private network (127.0.0.1); such addresses are refused`,
      ]);
      expect((await videoOf(strictAdmin, "PrIvAtE0001"))?.thumbnailUrl).toBe(
        "https://i.ytimg.com/vi/PrIvAtE0001/hqdefault.jpg",
      );
    } finally {
      await strict.close();
    }
  });
});
