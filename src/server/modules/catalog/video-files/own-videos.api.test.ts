import path from "node:path";
import { ONE_PIXEL_PNG } from "@tests/factories/thumbnail";
import { ADMIN_EMAIL, callersOfEveryKind } from "@tests/factories/users";
import { makeVideoClip } from "@tests/factories/video-clip";
import { addChannel, videoFormFields } from "@tests/factories/video-form";
import { adminVideoList } from "@tests/setup/admin-videos";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { type FormPart, formWith, multipartBody } from "@tests/setup/multipart";
import { startTestS3Server, type TestS3Server } from "@tests/setup/s3-server";
import { createTestApp, type TestApp } from "@tests/setup/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AdminVideo,
  adminVideoUpdateResponseSchema,
  catalogAdminRoutes,
  videoAddResponseSchema,
} from "../../../../shared/contracts/catalog-admin";
import { readStoredBytes } from "../../../storage/file-store";

/*
 * Our own videos (docs/admin.md "Our own videos", docs/storage.md "Video files"): a clip made by
 * ffmpeg here is uploaded through add video, transcoded by the real job with ffmpeg, and played
 * with range requests; on the folder store and on S3 (s3rver).
 */

/** The clip the job must transcode (tests/factories/video-clip.ts). */
let clip: Buffer;

beforeAll(() => {
  clip = makeVideoClip();
});

describe.each([
  ["the folder store", false],
  ["an S3 bucket", true],
])("an own video on %s", (_store, onS3) => {
  let s3: TestS3Server | undefined;
  let t: TestApp;
  let anonymous: TestClient;
  let learner: TestClient;
  let premium: TestClient;
  let admin: TestClient;
  let channelId: number;

  beforeAll(async () => {
    s3 = onS3 ? await startTestS3Server() : undefined;
    t = await createTestApp({ adminEmails: [ADMIN_EMAIL], storageUrl: s3?.storageUrl });
    ({ anonymous, learner, premium, admin } = await callersOfEveryKind(t));
    channelId = await addChannel(admin, "Наш канал", "https://example.com/");
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  function form(changes: Record<string, FormPart | null> = {}): FormPart[] {
    const base: Record<string, FormPart> = {
      video: { name: "video", filename: "clip.mov", contentType: "video/quicktime", data: clip },
      title: { name: "title", value: "Наше видео" },
      description: { name: "description", value: "Снято нами." },
      ...videoFormFields(channelId),
      topics: { name: "topics", value: "Еда" },
    };
    return formWith(base, changes);
  }

  function post(route: string, parts: FormPart[]) {
    const { body, headers } = multipartBody(parts);
    return admin.post(route, body, headers);
  }

  async function adminVideo(id: string): Promise<AdminVideo> {
    const video = (await adminVideoList(admin)).find((v) => v.id === id);
    if (!video) throw new Error(`${id} is not in the admin's list`);
    return video;
  }

  /** Adds the clip and waits for its job; the video as the admin's list shows it then. */
  async function addClip(changes: Record<string, FormPart | null> = {}): Promise<AdminVideo> {
    const response = await post(catalogAdminRoutes.videoAdd, form(changes));
    expect(response.statusCode, response.body).toBe(200);
    const { id } = videoAddResponseSchema.parse(response.json()).video;
    await t.app.videoFileJobs.idle();
    return adminVideo(id);
  }

  const storedKey = (url: string) => url.replace(/^\/files\//, "");

  it("transcodes an uploaded clip to a faststart MP4 with a poster, and plays it with ranges", async () => {
    const video = await addClip();
    expect(video.videoFile).toEqual({ state: "ready", progress: 100, error: null });
    expect(video.platform).toBe("file");
    expect(video.onPlatformId).toMatch(/^videos\/.+\.mp4$/);
    expect(video.duration).toBe(2);
    expect(video.visible).toBe(true);
    // No thumbnail was given: the poster is a frame of the video, a public JPEG.
    expect(video.thumbnailUrl).toMatch(/^\/files\/thumbnails\/.+\.jpg$/);
    const poster = await anonymous.get(video.thumbnailUrl);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers["content-type"]).toBe("image/jpeg");

    const stored = await readStoredBytes(t.storage, video.onPlatformId);
    expect(stored).not.toBeNull();
    const bytes = stored as Buffer;
    // H.264/AAC in an MP4 whose index (moov) comes before the media (mdat): +faststart.
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
    expect(bytes.indexOf("avc1")).toBeGreaterThan(0);
    expect(bytes.indexOf("mp4a")).toBeGreaterThan(0);
    // The upload as it came is gone once transcoded.
    const uploads = await t.db
      .selectFrom("video_file_jobs")
      .select("source_key")
      .where("video_id", "=", video.id)
      .execute();
    expect(await t.storage.exists(uploads[0]!.source_key)).toBe(false);

    const part = await learner.get(`/api/media/video/${video.id}`, { range: "bytes=100-299" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-type"]).toBe("video/mp4");
    expect(part.headers["content-range"]).toBe(`bytes 100-299/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 300))).toBe(true);
    const whole = await anonymous.get(`/api/media/video/${video.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    // The file has no public URL: /files serves thumbnails only.
    expect((await anonymous.get(`/files/${video.onPlatformId}`)).statusCode).toBe(404);
    // Learners see it on browse and the watch page once it plays.
    expect((await learner.get(`/api/video/${video.id}`)).statusCode).toBe(200);
  });

  it("serves a premium video's file only to premium members and admins, at every URL", async () => {
    const video = await addClip({
      title: { name: "title", value: "Премиум видео" },
      premium: { name: "premium", value: "true" },
    });
    expect(video.videoFile?.state).toBe("ready");
    const media = `/api/media/video/${video.id}`;
    for (const caller of [anonymous, learner]) {
      expect((await caller.get(media)).statusCode).toBe(401);
      expect((await caller.get(media, { range: "bytes=0-99" })).statusCode).toBe(401);
      expect((await caller.get(`/api/download/audio/mp3/${video.id}`)).statusCode).toBe(401);
      expect((await caller.get(`/api/download/subtitle/docx/${video.id}`)).statusCode).toBe(401);
      expect((await caller.get(`/files/${video.onPlatformId}`)).statusCode).toBe(404);
    }
    for (const caller of [premium, admin]) {
      const part = await caller.get(media, { range: "bytes=0-99" });
      expect(part.statusCode).toBe(206);
      expect(part.headers["cache-control"]).toContain("private");
    }
  });

  it("refuses a file that is not a video, and a link with a file, and keeps nothing of them", async () => {
    const before = await t.db.selectFrom("videos").select("id").execute();
    const notVideo = await post(
      catalogAdminRoutes.videoAdd,
      form({ video: { name: "video", filename: "notes.mov", data: "just some text, not a video" } }),
    );
    expectApiError(notVideo, 400, {
      code: "invalid_video",
      error: "The video must be an MP4, MOV or WebM file.",
    });
    const both = await post(
      catalogAdminRoutes.videoAdd,
      form({ link: { name: "link", value: "https://youtu.be/AbCdEfGhIj0" } }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe("link_and_video");
    const noTitle = await post(catalogAdminRoutes.videoAdd, form({ title: null }));
    expect(noTitle.statusCode).toBe(400);
    expect(await t.db.selectFrom("videos").select("id").execute()).toHaveLength(before.length);
    if (!onS3) {
      // The uploads of refused adds were deleted again (folder: nothing under uploads/ but what jobs keep).
      const kept = await t.db.selectFrom("video_file_jobs").select("source_key").execute();
      const { readdirSync, existsSync } = await import("node:fs");
      const dir = path.join(t.config.dataDir, "files", "uploads");
      const files = existsSync(dir) ? readdirSync(dir) : [];
      expect(files.filter((f) => !kept.some((k) => k.source_key === `uploads/${f}`))).toEqual([]);
    }
  });

  it("replaces a thumbnail and the video file on edit, deleting the old files", async () => {
    const video = await addClip({ title: { name: "title", value: "Сменим файлы" } });
    const oldPoster = storedKey(video.thumbnailUrl);
    const oldFile = video.onPlatformId;
    expect(await t.storage.exists(oldPoster)).toBe(true);

    const thumbnail = await post(catalogAdminRoutes.videoFiles, [
      { name: "videoId", value: video.id },
      { name: "thumbnail", filename: "new.png", contentType: "image/png", data: ONE_PIXEL_PNG },
    ]);
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    const afterThumbnail = adminVideoUpdateResponseSchema.parse(thumbnail.json()).video;
    expect(afterThumbnail.thumbnailUrl).toMatch(/^\/files\/thumbnails\/.+\.png$/);
    expect(await t.storage.exists(storedKey(afterThumbnail.thumbnailUrl))).toBe(true);
    expect(await t.storage.exists(oldPoster)).toBe(false);

    const file = await post(catalogAdminRoutes.videoFiles, [
      { name: "videoId", value: video.id },
      { name: "video", filename: "again.mov", contentType: "video/quicktime", data: clip },
    ]);
    expect(file.statusCode, file.body).toBe(200);
    await t.app.videoFileJobs.idle();
    const replaced = await adminVideo(video.id);
    expect(replaced.videoFile?.state).toBe("ready");
    expect(replaced.onPlatformId).not.toBe(oldFile);
    expect(await t.storage.exists(replaced.onPlatformId)).toBe(true);
    expect(await t.storage.exists(oldFile)).toBe(false);
    // The admin's thumbnail stays: a replaced file takes no poster.
    expect(replaced.thumbnailUrl).toBe(afterThumbnail.thumbnailUrl);
  });

  it("deletes its stored files with the video", async () => {
    const video = await addClip({ title: { name: "title", value: "Удалим" } });
    const keys = [video.onPlatformId, storedKey(video.thumbnailUrl)];
    for (const key of keys) expect(await t.storage.exists(key)).toBe(true);
    const deleted = await admin.get(`/api/video/${encodeURIComponent(video.id)}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of keys) expect(await t.storage.exists(key)).toBe(false);
    expect((await anonymous.get(`/api/media/video/${video.id}`)).statusCode).toBe(404);
  });
});
