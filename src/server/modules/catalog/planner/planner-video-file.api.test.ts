import { ADMIN_EMAIL, adminClient, signedUpClient } from "@tests/factories/users";
import { makeVideoClip } from "@tests/factories/video-clip";
import { adminVideoList } from "@tests/setup/admin-videos";
import type { TestClient } from "@tests/setup/client";
import { uploadPlanner } from "@tests/setup/content-planner";
import { setupFileServer } from "@tests/setup/file-server";
import { createTestApp, setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminVideo } from "../../../../shared/contracts/catalog-admin";
import { readStoredBytes } from "../../../storage/file-store";

/*
 * The planner's Video file column (docs/content-planner.md "Video files"): a clip made by ffmpeg
 * here is served by a file server the test starts on loopback (the app allows private addresses:
 * PLANNER_ALLOW_PRIVATE_URLS), downloaded into the store, transcoded by the real job and played
 * with a range request.
 */

/** The clip the job must transcode (tests/factories/video-clip.ts). */
let clip: Buffer;
let admin: TestClient;

const header = "PublishDate,Channel,Video Name on Youtube,Level,Youtube Link,mins,secs,Video file";
const row = (title: string, videoFile: string, link = "") =>
  `01.02.2025,Files,${title},Beginner 1,${link},,,${videoFile}`;

async function videoTitled(title: string): Promise<AdminVideo | undefined> {
  return (await adminVideoList(admin)).find((v) => v.title === title);
}

beforeAll(() => {
  clip = makeVideoClip();
});
const files = setupFileServer(() => ({
  "/clip.mov": { type: "video/quicktime", body: clip },
  "/clip-2.mov": { type: "video/quicktime", body: clip },
  "/notes.txt": { type: "text/plain", body: "these are not a video, however long they are" },
}));
const t = setupTestApp({ adminEmails: [ADMIN_EMAIL], plannerAllowPrivateUrls: true });
beforeAll(async () => {
  admin = await adminClient(t);
});

describe("the planner's Video file column", () => {
  it("downloads the file, transcodes it with the add form's job, and the video plays with ranges", async () => {
    const url = `${files.base}/clip.mov`;
    const log = await uploadPlanner(admin, [header, row("Наш файл", url)].join("\n"));
    expect(log.lines.slice(1)).toEqual([
      `row 2 (${url}) “Наш файл”: created; new channel “Files”`,
      "Done: 1 rows read, 1 created, 0 updated, 0 unchanged, 0 skipped, 0 deleted, 0 refused, 0 file failures.",
    ]);
    await t.app.videoFileJobs.idle();

    const video = await videoTitled("Наш файл");
    expect(video).toMatchObject({
      platform: "file",
      duration: 2,
      visible: true,
      videoFile: { state: "ready", progress: 100, error: null },
    });
    const key = video?.onPlatformId ?? "";
    expect(key).toMatch(/^videos\/.+\.mp4$/);
    // No Thumbnail cell: the poster is a frame of the video.
    expect(video?.thumbnailUrl).toMatch(/^\/files\/thumbnails\/.+\.jpg$/);
    const bytes = (await readStoredBytes(t.storage, key)) as Buffer;
    expect(bytes.indexOf("avc1")).toBeGreaterThan(0);

    const learner = await signedUpClient(t, "Ученица", "planner-file-learner@example.com");
    const part = await learner.get(`/api/media/video/${video?.id}`, { range: "bytes=100-299" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-type"]).toBe("video/mp4");
    expect(part.headers["content-range"]).toBe(`bytes 100-299/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 300))).toBe(true);

    // The same file again: the row finds its video by the URL and downloads nothing.
    const again = await uploadPlanner(admin, [header, row("Наш файл", url)].join("\n"));
    expect(again.lines[1]).toBe(`row 2 (${url}) “Наш файл”: unchanged`);
  });

  it("gives a video named by Id a new file, and a dry run keeps nothing", async () => {
    const first = await videoTitled("Наш файл");
    const oldKey = first?.onPlatformId ?? "";
    const url = `${files.base}/clip-2.mov`;
    const withId = "PublishDate,Channel,Video Name on Youtube,Level,Youtube Link,mins,secs,Video file,Id";
    const log = await uploadPlanner(admin, [withId, `${row("Наш файл", url)},${first?.id}`].join("\n"));
    expect(log.lines[1]).toBe(`row 2 (${first?.id}) “Наш файл”: updated: video file (new file)`);
    await t.app.videoFileJobs.idle();
    const replaced = await videoTitled("Наш файл");
    expect(replaced).toMatchObject({ platform: "file", duration: 2, visible: true });
    expect(replaced?.onPlatformId).toMatch(/^videos\/.+\.mp4$/);
    expect(replaced?.onPlatformId).not.toBe(oldKey);
    expect(await t.storage.exists(oldKey)).toBe(false);

    const uploadsBefore = await t.db.selectFrom("video_file_jobs").select("source_key").execute();
    const dry = await uploadPlanner(
      admin,
      [header, row("Только проверка", `${files.base}/clip.mov?dry`)].join("\n"),
      {
        dryRun: true,
      },
    );
    expect(dry.lines[1]).toBe(`row 2 (${files.base}/clip.mov?dry) “Только проверка”: created`);
    expect(await videoTitled("Только проверка")).toBeUndefined();
    expect(await t.db.selectFrom("video_file_jobs").select("source_key").execute()).toEqual(uploadsBefore);
  });

  it("keeps a row's video hidden once transcoded when its Visible cell says no", async () => {
    const url = `${files.base}/clip.mov?hidden`;
    const withVisible =
      "PublishDate,Channel,Video Name on Youtube,Level,Youtube Link,mins,secs,Video file,Visible";
    const log = await uploadPlanner(admin, [withVisible, `${row("Скрытый файл", url)},no`].join("\n"));
    expect(log.lines[1]).toMatch(/^row 2 \(.+\) “Скрытый файл”: created/);
    await t.app.videoFileJobs.idle();
    const video = await videoTitled("Скрытый файл");
    expect(video).toMatchObject({ platform: "file", duration: 2, visible: false });
    expect(video?.videoFile?.state).toBe("ready");
    const learner = await signedUpClient(t, "Ученик", "planner-hidden-learner@example.com");
    expect((await learner.get(`/api/video/${video?.id}`)).statusCode).toBe(404);
  });

  it("refuses a row whose Video file is not a video, or that has a YouTube link too", async () => {
    const notes = `${files.base}/notes.txt`;
    const missing = `${files.base}/missing.mp4`;
    const both = `${files.base}/clip.mov`;
    const log = await uploadPlanner(
      admin,
      [
        header,
        row("Не видео", notes),
        row("Нет файла", missing),
        row("Оба", both, "https://youtu.be/BoTh0000001"),
      ].join("\n"),
    );
    expect(log.lines.slice(1)).toEqual([
      `row 2 (${notes}) “Не видео”: refused: video file failed: not an MP4, MOV or WebM video: ${notes}`,
      `row 3 (${missing}) “Нет файла”: refused: video file failed: HTTP 404 from ${missing}`,
      "row 4 (BoTh0000001): refused: the row has both a YouTube link and a Video file; a video plays from one: clear the other",
      "Done: 3 rows read, 0 created, 0 updated, 0 unchanged, 0 skipped, 0 deleted, 3 refused, 0 file failures.",
    ]);
    expect(await videoTitled("Не видео")).toBeUndefined();
    expect(await videoTitled("Нет файла")).toBeUndefined();
  });

  it("refuses a Video file over VIDEO_UPLOAD_MAX_MB, as the add form does", async () => {
    const small = await createTestApp({
      adminEmails: [ADMIN_EMAIL],
      plannerAllowPrivateUrls: true,
      videoUploadMaxBytes: Math.floor(clip.length / 2),
    });
    try {
      const url = `${files.base}/clip.mov`;
      const log = await uploadPlanner(
        await adminClient(small),
        [header, row("Слишком большой", url)].join("\n"),
      );
      expect(log.lines[1]).toMatch(
        new RegExp(
          `^row 2 \\(${url.replace(/[.]/g, "\\.")}\\) “Слишком большой”: refused: video file failed: larger than [0-9.]+ MB: `,
        ),
      );
      expect(await small.db.selectFrom("videos").select("id").execute()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
