import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createVideo } from "@tests/factories/catalog";
import { ONE_PIXEL_PNG } from "@tests/factories/thumbnail";
import { ADMIN_EMAIL, adminClient, logIn, signedUpClient, signUp } from "@tests/factories/users";
import { addChannel, videoFormFields } from "@tests/factories/video-form";
import { adminVideosBy } from "@tests/setup/admin-videos";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { type FormPart, formWith, multipartBody } from "@tests/setup/multipart";
import { setupTestApp } from "@tests/setup/test-app";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { auditResponseSchema } from "../../../shared/contracts/admin";
import { browseVideosResponseSchema } from "../../../shared/contracts/browse";
import {
  adminVideosResponseSchema,
  adminVideoUpdateResponseSchema,
  CATALOG_ADMIN_TEXTS,
  catalogAdminRoutes,
  THUMBNAIL_MAX_BYTES,
  videoAddResponseSchema,
} from "../../../shared/contracts/catalog-admin";
import { type Video, videoRoutes } from "../../../shared/contracts/video";
import { PUBLIC_FILE_CACHE } from "../files/files-routes";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let admin: TestClient;
let learner: TestClient;
let anonymous: TestClient;
let channelId: number;

/** An ID3 tag and a few MPEG-1 layer III frame headers. */
const MP3 = Buffer.concat([
  Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(413),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(413),
]);
const SRT =
  "1\r\n00:00:01,000 --> 00:00:04,000\r\nПривет! Сегодня говорим о чае.\r\n\r\n2\r\n00:00:04,500 --> 00:00:07,250\r\nЧай пьют везде.\r\n";

beforeAll(async () => {
  admin = await adminClient(t);
  learner = await signedUpClient(t, "Ivan", "ivan@example.com");
  anonymous = new TestClient(t.app);
  await anonymous.loadUser();
  channelId = await addChannel(admin, "Понятно Daily", "https://www.youtube.com/@ponyatno-daily");
});

/** A complete add-video form; `changes` replaces (or with `null`, drops) fields by name. */
function form(changes: Record<string, FormPart | FormPart[] | null> = {}): FormPart[] {
  const base: Record<string, FormPart | FormPart[]> = {
    link: { name: "link", value: "https://www.youtube.com/watch?v=AbCdEfGhIj0&t=12s" },
    title: { name: "title", value: "История чая" },
    description: { name: "description", value: "Откуда пришёл чай и как его пьют." },
    thumbnail: { name: "thumbnail", filename: "chay.png", contentType: "image/png", data: ONE_PIXEL_PNG },
    ...videoFormFields(channelId),
    duration: { name: "duration", value: "7:05" },
    topics: { name: "topics", value: 'Еда,"Чай, кофе"' },
  };
  return formWith(base, changes);
}

function addVideo(parts: FormPart[], client = admin) {
  const { body, headers } = multipartBody(parts);
  return client.post(catalogAdminRoutes.videoAdd, body, headers);
}

async function browse(client: TestClient): Promise<Map<string, Video>> {
  return new Map(
    (await client.getOk("/api/browse/videos", browseVideosResponseSchema)).videos.map((v) => [v.id, v]),
  );
}

/** Waits (up to 2 s) until the learner's browse satisfies `check`. */
async function eventuallyInBrowse(client: TestClient, check: (videos: Map<string, Video>) => boolean) {
  const until = Date.now() + 2000;
  for (;;) {
    const videos = await browse(client);
    if (check(videos)) return videos;
    if (Date.now() > until) throw new Error(`browse did not show the change: ${[...videos.keys()]}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function storedThumbnails(): string[] {
  const dir = path.join(t.config.dataDir, "files", "thumbnails");
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function videoCount(): Promise<number> {
  const rows = await t.db.selectFrom("videos").select("id").execute();
  return rows.length;
}

async function auditActions(): Promise<string[]> {
  return (await admin.getOk("/api/admin/audit", auditResponseSchema)).entries.map(
    (e) => `${e.action} ${e.target}`,
  );
}

describe("who may call", () => {
  it("refuses visitors (401) and learners (403) on every catalog admin call", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", catalogAdminRoutes.videos],
      ["GET", catalogAdminRoutes.videoOptions],
      ["GET", catalogAdminRoutes.videoTranscript("x")],
      ["POST", catalogAdminRoutes.videoUpdate, {}],
      ["GET", `${catalogAdminRoutes.topicAdd}?name=X`],
      ["POST", catalogAdminRoutes.channelAdd, { name: "X", url: "https://x.example" }],
    ];
    for (const [method, url, body] of calls) {
      for (const [client, status] of [
        [anonymous, 401],
        [learner, 403],
      ] as const) {
        const response = await client.call(method as "GET" | "POST", url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(status);
        expect(response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      }
    }
    const add = await addVideo(form(), learner);
    expect(add.statusCode).toBe(403);
    expect(await videoCount()).toBe(0);
  });
});

describe("POST /api/admin/video/add: every field is checked, nothing is stored on a refusal", () => {
  const mp3 = { name: "audio", filename: "a.mp3", contentType: "audio/mpeg", data: MP3 };
  it.each<[string, Record<string, FormPart | FormPart[] | null>, string]>([
    ["missing link", { link: null }, CATALOG_ADMIN_TEXTS.linkRequired],
    ["empty link", { link: { name: "link", value: "  " } }, CATALOG_ADMIN_TEXTS.linkRequired],
    [
      "a link without a video",
      { link: { name: "link", value: "https://www.youtube.com/@ponyatno-daily" } },
      "This link holds no YouTube video id. Use a link such as https://www.youtube.com/watch?v=… or https://youtu.be/….",
    ],
    ["missing title", { title: null }, CATALOG_ADMIN_TEXTS.titleRequired],
    [
      "missing description",
      { description: { name: "description", value: "" } },
      CATALOG_ADMIN_TEXTS.descriptionRequired,
    ],
    ["missing thumbnail", { thumbnail: null }, CATALOG_ADMIN_TEXTS.thumbnailRequired],
    [
      "an empty file input",
      { thumbnail: { name: "thumbnail", filename: "", data: Buffer.alloc(0) } },
      CATALOG_ADMIN_TEXTS.thumbnailRequired,
    ],
    [
      "a thumbnail sent as a text field",
      { thumbnail: { name: "thumbnail", value: "https://i.ytimg.com/vi/AbCdEfGhIj0/mqdefault.jpg" } },
      CATALOG_ADMIN_TEXTS.thumbnailNotFile,
    ],
    [
      "a thumbnail that is not an image, named .jpg",
      {
        thumbnail: {
          name: "thumbnail",
          filename: "photo.jpg",
          contentType: "image/jpeg",
          data: "<html>not an image</html>",
        },
      },
      "The thumbnail must be a JPEG, PNG or WebP image.",
    ],
    [
      "a thumbnail over 5 MB",
      {
        thumbnail: {
          name: "thumbnail",
          filename: "big.png",
          data: Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(THUMBNAIL_MAX_BYTES)]),
        },
      },
      "The thumbnail can be at most 5 MB.",
    ],
    ["missing level", { level: null }, CATALOG_ADMIN_TEXTS.levelRequired],
    [
      "an unknown level",
      { level: { name: "level", value: "Expert" } },
      "The level must be one of Beginner 0, Beginner 1, Beginner 2, Intermediate 1, Intermediate 2, Advanced, Native.",
    ],
    ["missing schedule date", { uploadDate: null }, CATALOG_ADMIN_TEXTS.scheduleDateRequired],
    [
      "a bad date",
      { uploadDate: { name: "uploadDate", value: "15.01.2026" } },
      "The date must be an ISO 8601 date such as 2026-03-31 or 2026-03-31T10:00:00Z.",
    ],
    ["missing channel", { channelId: null }, "Choose a channel."],
    [
      "a bad duration",
      { duration: { name: "duration", value: "7 minutes" } },
      "The duration must be seconds, m:ss or h:mm:ss, more than 0 and at most 24 hours.",
    ],
    ["missing duration", { duration: null }, "The duration is required: seconds, m:ss or h:mm:ss."],
    ["missing speakers", { speakers: null }, CATALOG_ADMIN_TEXTS.speakerRequired],
    ["empty speakers", { speakers: { name: "speakers", value: " , " } }, CATALOG_ADMIN_TEXTS.speakerRequired],
    ["missing topics", { topics: null }, CATALOG_ADMIN_TEXTS.topicRequired],
    [
      "subtitles that are not subtitles",
      { subtitles: { name: "subtitles", filename: "s.srt", data: "just words" }, audio: mp3 },
      "The subtitles must be a WebVTT (.vtt) or SubRip (.srt) file with at least one timed line of text.",
    ],
    [
      "audio that is not MP3, named .mp3",
      { audio: { name: "audio", filename: "a.mp3", contentType: "audio/mpeg", data: ONE_PIXEL_PNG } },
      "The audio must be an MP3 file.",
    ],
    [
      "an unknown channel",
      { channelId: { name: "channelId", value: "999999" } },
      "There is no channel with id 999999: choose one from the list.",
    ],
  ])("%s", async (_case, changes, error) => {
    const before = storedThumbnails().length;
    const response = await addVideo(form(changes));
    expectApiError(response, 400, { error, code: expect.any(String) });
    expect(await videoCount()).toBe(0);
    expect(storedThumbnails()).toHaveLength(before);
    expect(existsSync(path.join(t.config.dataDir, "files", "audio"))).toBe(false);
  });

  it("answers the product's required texts with their own codes, the form's first failing field first", async () => {
    const response = await addVideo(form({ title: null, link: null, thumbnail: null }));
    expect(response.json()).toEqual({ error: CATALOG_ADMIN_TEXTS.linkRequired, code: "link_required" });
    const thumbnail = await addVideo(form({ thumbnail: { name: "thumbnail", value: "x" }, topics: null }));
    expect(thumbnail.json()).toEqual({
      error: CATALOG_ADMIN_TEXTS.thumbnailNotFile,
      code: "thumbnail_not_file",
    });
  });
});

describe("POST /api/admin/video/add: a video with its files", () => {
  let id: string;

  it("stores the video, its thumbnail and its subtitles; the video shows in browse at once", async () => {
    const response = await addVideo(
      form({
        speakers: [
          { name: "speakers", value: "Анна" },
          { name: "speakers", value: "Борис, младший" },
        ],
        subtitles: {
          name: "subtitles",
          filename: "chay.srt",
          contentType: "application/x-subrip",
          data: SRT,
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    id = videoAddResponseSchema.parse(response.json()).video.id;
    // The id is a slug of the title (docs/admin.md).
    expect(id).toBe("istoriya-chaya");

    const video = (await adminVideosBy(admin, "id")).get(id)!;
    expect(video).toMatchObject({
      title: "История чая",
      platform: "youtube",
      onPlatformId: "AbCdEfGhIj0",
      duration: 425,
      level: "Beginner 2",
      premium: false,
      visible: true,
      uploadDate: "2026-01-15T10:00:00.000Z",
      channelId,
      channelName: "Понятно Daily",
      speakers: ["Анна", "Борис, младший"],
      tags: ["Еда", "Чай, кофе"],
      hasSubtitles: true,
      hasAudio: false,
    });
    expect(video.thumbnailUrl).toMatch(/^\/files\/thumbnails\/[0-9a-f-]{36}\.png$/);

    const thumbnail = await anonymous.get(video.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/png");
    expect(thumbnail.headers["cache-control"]).toBe(PUBLIC_FILE_CACHE);
    expect(thumbnail.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);

    const listed = (await browse(learner)).get(id);
    expect(listed).toMatchObject({
      title: "История чая",
      url: "https://www.youtube.com/watch?v=AbCdEfGhIj0",
      thumbnailUrl: video.thumbnailUrl,
      tags: ["Еда", "Чай, кофе"],
    });
    const row = await t.db.selectFrom("videos").select("word_count").where("id", "=", id).executeTakeFirst();
    expect(row?.word_count).toBe(8);
    expect(await auditActions()).toContain(`video.add ${id}`);
  });

  it("stores SubRip subtitles as WebVTT, which /transcript answers as a .vtt file", async () => {
    const response = await admin.get(catalogAdminRoutes.videoTranscript(id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${id}.vtt"`);
    expect(response.body).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nПривет! Сегодня говорим о чае.\n\n00:00:04.500 --> 00:00:07.250\nЧай пьют везде.\n",
    );
  });

  it("answers 404 with a sentence for a video without subtitles or an unknown video", async () => {
    await createVideo(t.db, { id: "no-subs", channel: "Понятно Daily" });
    const none = await admin.get(catalogAdminRoutes.videoTranscript("no-subs"));
    expectApiError(none, 404, { error: "This video has no subtitles.", code: "not_found" });
    const unknown = await admin.get(catalogAdminRoutes.videoTranscript("nope"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("There is no video with this id.");
  });

  it("refuses a YouTube video already in the catalog, whatever the link's form (409, naming it)", async () => {
    const before = storedThumbnails().length;
    const response = await addVideo(
      form({
        link: { name: "link", value: "https://youtu.be/AbCdEfGhIj0?si=xyz" },
        title: { name: "title", value: "Другое название" },
      }),
    );
    expectApiError(response, 409, {
      error: `This YouTube video is already in the catalog: “История чая” (id ${id}).`,
      code: "duplicate_video",
    });
    expect(storedThumbnails()).toHaveLength(before);
  });

  it("gives a second video of the same title the id with -2; speakers and topics match in any case", async () => {
    const response = await addVideo(
      form({
        link: { name: "link", value: "https://www.youtube.com/shorts/ZyXwVuTsRq9" },
        speakers: { name: "speakers", value: " анна ,АННА" },
        topics: { name: "topics", value: "ЕДА, Путешествия" },
        duration: { name: "duration", value: "1:02:03" },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ video: { id: "istoriya-chaya-2" } });
    const video = (await adminVideosBy(admin, "id")).get("istoriya-chaya-2")!;
    expect(video).toMatchObject({ speakers: ["Анна"], tags: ["Еда", "Путешествия"], duration: 3723 });
    const options = (await admin.get(catalogAdminRoutes.videoOptions)).json();
    expect(options.speakers).toEqual(["Анна", "Борис, младший"]);
    expect(options.topics).toEqual(["Еда", "Путешествия", "Чай, кофе"]);
  });

  it("stores uploaded audio in the file store; the download serves it to premium users and admins only", async () => {
    const response = await addVideo(
      form({
        link: { name: "link", value: "https://www.youtube.com/embed/Pr3m1umAud1" },
        title: { name: "title", value: "Премиум: аудио" },
        premium: { name: "premium", value: "true" },
        audio: { name: "audio", filename: "lesson.mp3", contentType: "audio/mpeg", data: MP3 },
        // Three files in one form.
        subtitles: {
          name: "subtitles",
          filename: "lesson.vtt",
          contentType: "text/vtt",
          data: "WEBVTT\n\n00:01.000 --> 00:02.000\nДа.\n",
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const audioId = videoAddResponseSchema.parse(response.json()).video.id;
    expect(audioId).toBe("premium-audio");
    const row = await t.db
      .selectFrom("videos")
      .select(["audio_file", "premium"])
      .where("id", "=", audioId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ audio_file: `audio/${audioId}.mp3`, premium: true });

    // A learner without premium, or a visitor, never gets it, by the download or the public files.
    for (const client of [learner, anonymous]) {
      const refused = await client.get(videoRoutes.audioMp3(audioId));
      expect(refused.statusCode).toBe(401);
      expect(refused.rawPayload.includes(MP3.subarray(0, 14))).toBe(false);
    }
    expect((await anonymous.get(`/files/audio/${audioId}.mp3`)).statusCode).toBe(404);

    const byAdmin = await admin.get(videoRoutes.audioMp3(audioId));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers["content-type"]).toBe("audio/mpeg");
    expect(byAdmin.headers["content-disposition"]).toContain("attachment;");
    expect(byAdmin.rawPayload.equals(MP3)).toBe(true);

    const member = new TestClient(t.app);
    await signUp(t, member, "Maria", "maria@example.com");
    await t.db.updateTable("users").set({ premium: true }).where("email", "=", "maria@example.com").execute();
    const premium = new TestClient(t.app);
    await logIn(t, premium, "maria@example.com");
    const byMember = await premium.get(videoRoutes.audioMp3(audioId));
    expect(byMember.statusCode).toBe(200);
    expect(byMember.rawPayload.equals(MP3)).toBe(true);
  });

  it("deletes a video's stored thumbnail and audio with the video", async () => {
    const response = await addVideo(
      form({
        link: { name: "link", value: "https://youtu.be/DeLeTeFiLe1" },
        title: { name: "title", value: "Удалим с файлами" },
        audio: { name: "audio", filename: "lesson.mp3", contentType: "audio/mpeg", data: MP3 },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const id = videoAddResponseSchema.parse(response.json()).video.id;
    const { thumbnail_url: thumbnailUrl } = await t.db
      .selectFrom("videos")
      .select("thumbnail_url")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect((await anonymous.get(thumbnailUrl)).statusCode).toBe(200);
    expect(await t.storage.exists(`audio/${id}.mp3`)).toBe(true);

    const deleted = await admin.get(videoRoutes.delete(id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await anonymous.get(thumbnailUrl)).statusCode).toBe(404);
    expect(await t.storage.exists(`audio/${id}.mp3`)).toBe(false);
  });
});

describe("POST /api/admin/video/add: nothing half written", () => {
  it("deletes the stored files and keeps no row when the transaction fails", async () => {
    // A database failure in the middle of the rows' transaction (after the new speaker is added).
    await sql`CREATE FUNCTION fail_video_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'made to fail'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER fail_video_insert BEFORE INSERT ON videos FOR EACH ROW
      WHEN (NEW.title = 'Сбой') EXECUTE FUNCTION fail_video_insert()`.execute(t.db);
    try {
      const thumbnails = storedThumbnails();
      const response = await addVideo(
        form({
          link: { name: "link", value: "https://youtu.be/Fa1LuRe0001" },
          title: { name: "title", value: "Сбой" },
          speakers: { name: "speakers", value: "Совсем новый диктор" },
          audio: { name: "audio", filename: "a.mp3", data: MP3 },
        }),
      );
      expect(response.statusCode).toBe(500);
      expect(storedThumbnails()).toEqual(thumbnails);
      expect(existsSync(path.join(t.config.dataDir, "files", "audio", "sboy.mp3"))).toBe(false);
      expect(await t.db.selectFrom("videos").select("id").where("id", "=", "sboy").execute()).toEqual([]);
      const speakers = await t.db.selectFrom("speakers").select("name").execute();
      expect(speakers.map((s) => s.name)).not.toContain("Совсем новый диктор");
    } finally {
      await sql`DROP TRIGGER fail_video_insert ON videos`.execute(t.db);
      await sql`DROP FUNCTION fail_video_insert()`.execute(t.db);
    }
  });
});

describe("POST /api/admin/video/update", () => {
  let id: string;
  let body: Record<string, unknown>;

  beforeAll(async () => {
    id = await createVideo(t.db, {
      id: "update-me",
      title: "Старое название",
      channel: "Понятно Daily",
      speakers: ["Анна"],
      topics: ["Еда"],
      onPlatformId: "UpdAteMe001",
    });
    await t.app.catalog.refresh();
    body = {
      videoId: id,
      title: "Новое название",
      description: "Новое описание",
      uploadDate: "2026-02-01T08:00:00.000Z",
      onPlatformId: "https://youtu.be/UpdAteMe002?si=abc",
      channelId,
      duration: "10:00",
      premium: false,
      visible: true,
      speakers: ["анна", "Новый диктор"],
      topics: ["еда"],
      level: "Advanced",
    };
  });

  it("stores every field, speakers and topics by name (new ones created), and answers the video", async () => {
    const response = await admin.post(catalogAdminRoutes.videoUpdate, body);
    expect(response.statusCode, response.body).toBe(200);
    const { video } = adminVideoUpdateResponseSchema.parse(response.json());
    expect(video).toMatchObject({
      id,
      title: "Новое название",
      description: "Новое описание",
      uploadDate: "2026-02-01T08:00:00.000Z",
      onPlatformId: "UpdAteMe002",
      duration: 600,
      level: "Advanced",
      speakers: ["Анна", "Новый диктор"],
      tags: ["Еда"],
    });
    expect((await browse(learner)).get(id)).toMatchObject({ title: "Новое название", level: "Advanced" });
    expect(await auditActions()).toContain(`video.update ${id}`);
  });

  it("hides a video: learners stop seeing it in browse and on /watch, admins still do", async () => {
    const response = await admin.post(catalogAdminRoutes.videoUpdate, { ...body, visible: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().video.visible).toBe(false);
    await eventuallyInBrowse(learner, (videos) => !videos.has(id));
    expect((await learner.get(videoRoutes.video(id))).statusCode).toBe(404);
    expect((await browse(admin)).get(id)).toMatchObject({ visible: false });
    const watch = await admin.get(videoRoutes.video(id));
    expect(watch.statusCode).toBe(200);
    expect(watch.json().video).toMatchObject({ visible: false, uploadDate: "2026-02-01T08:00:00.000Z" });

    await admin.post(catalogAdminRoutes.videoUpdate, { ...body, visible: true });
    await eventuallyInBrowse(learner, (videos) => videos.has(id));
  });

  it("makes a video premium: learners see it listed with the Premium badge and no URL", async () => {
    const response = await admin.post(catalogAdminRoutes.videoUpdate, { ...body, premium: true });
    expect(response.statusCode, response.body).toBe(200);
    const videos = await eventuallyInBrowse(learner, (v) => v.get(id)?.premium === true);
    expect(videos.get(id)).toMatchObject({ premium: true, url: null, onPlatformId: null });
    expect((await adminVideosBy(admin, "id")).get(id)?.premium).toBe(true);
  });

  it("schedules a video: learners see it only when its date comes", async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    expect(
      (await admin.post(catalogAdminRoutes.videoUpdate, { ...body, uploadDate: later })).statusCode,
    ).toBe(200);
    await eventuallyInBrowse(learner, (videos) => !videos.has(id));
    expect((await browse(admin)).has(id)).toBe(true);
  });

  it("refuses an unknown video (404), an unknown channel and bad fields (400), each with a sentence", async () => {
    const unknown = await admin.post(catalogAdminRoutes.videoUpdate, { ...body, videoId: "nope" });
    expectApiError(unknown, 404, { error: "There is no video with this id.", code: "not_found" });

    const channel = await admin.post(catalogAdminRoutes.videoUpdate, { ...body, channelId: 424242 });
    expectApiError(channel, 400, {
      error: "There is no channel with id 424242: choose one from the list.",
      code: "unknown_channel",
    });

    const title = await admin.post(catalogAdminRoutes.videoUpdate, { ...body, title: " " });
    expectApiError(title, 400, { error: CATALOG_ADMIN_TEXTS.titleRequired, code: "title_required" });

    const speakers = await admin.post(catalogAdminRoutes.videoUpdate, { ...body, speakers: [] });
    expect(speakers.json()).toEqual({ error: CATALOG_ADMIN_TEXTS.speakerRequired, code: "speaker_required" });

    const link = await admin.post(catalogAdminRoutes.videoUpdate, {
      ...body,
      onPlatformId: "https://vimeo.com/1",
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().code).toBe("invalid_link");
  });

  it("refuses a YouTube id that another video plays (409)", async () => {
    const response = await admin.post(catalogAdminRoutes.videoUpdate, {
      ...body,
      onPlatformId: "AbCdEfGhIj0",
    });
    expectApiError(response, 409, {
      error: "This YouTube video is already in the catalog: “История чая” (id istoriya-chaya).",
      code: "duplicate_video",
    });
  });
});

describe("GET /api/admin/video", () => {
  it("lists every video, hidden, scheduled and premium included, newest first, with channels and speakers", async () => {
    await createVideo(t.db, {
      id: "hidden-one",
      visible: false,
      uploadDate: new Date("2025-01-01T00:00:00Z"),
    });
    await createVideo(t.db, { id: "future-one", uploadDate: new Date("2030-01-01T00:00:00Z") });
    const response = await admin.get(catalogAdminRoutes.videos);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = adminVideosResponseSchema.parse(response.json());
    const ids = body.videos.map((v) => v.id);
    expect(ids[0]).toBe("future-one");
    expect(ids).toContain("hidden-one");
    expect(ids).toContain("premium-audio");
    const dates = body.videos.map((v) => Date.parse(v.uploadDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.channelId2ChannelName[String(channelId)]).toBe("Понятно Daily");
    expect(body.speakers).toEqual(expect.arrayContaining(["Анна", "Борис, младший", "Новый диктор"]));
  });
});
