import { readFileSync } from "node:fs";
import path from "node:path";
import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, callersOfEveryKind } from "@tests/factories/users";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let anonymous: TestClient;
let learner: TestClient;
let premium: TestClient;
let admin: TestClient;
const ids = { free: "", premium: "", hidden: "", youtube: "", bare: "" };
let vtt: string;

beforeAll(async () => {
  vtt = readFileSync(path.join(t.config.mediaDir, "moy-gorod.vtt"), "utf8");
  const file = { platform: "file" as const, subtitles: vtt, audioFile: "moy-gorod.mp3", durationSeconds: 45 };
  ids.free = await createVideo(t.db, { ...file, title: "Мой город", onPlatformId: "moy-gorod.webm" });
  ids.premium = await createVideo(t.db, {
    ...file,
    title: "История чая",
    premium: true,
    onPlatformId: "istoriya-chaya.webm",
  });
  ids.hidden = await createVideo(t.db, { ...file, visible: false, onPlatformId: "na-rynke.webm" });
  ids.youtube = await createVideo(t.db, {});
  ids.bare = await createVideo(t.db, { platform: "file", onPlatformId: "utro-doma.webm" });
  ({ anonymous, learner, premium, admin } = await callersOfEveryKind(t));
});

describe("media of our own videos", () => {
  it("streams a free video to anyone, with range requests for seeking", async () => {
    const whole = await anonymous.get(`/api/media/video/${ids.free}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/webm");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const part = await anonymous.get(`/api/media/video/${ids.free}`, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toMatch(/^bytes 100-199\/\d+$/);
    expect(part.rawPayload.length).toBe(100);
  });

  it("plays a premium video only for premium members and admins", async () => {
    const url = `/api/media/video/${ids.premium}`;
    expect((await anonymous.get(url)).json()).toEqual({
      error: "Log in with a premium membership to watch this video.",
      code: "unauthorized",
    });
    const free = await learner.get(url);
    expect(free.statusCode).toBe(401);
    expect(free.json().error).toBe("This video is for premium members.");
    expect((await premium.get(url, { range: "bytes=0-9" })).statusCode).toBe(206);
    expect((await admin.get(url, { range: "bytes=0-9" })).statusCode).toBe(206);
  });

  it("hides hidden videos from all but admins, and says so for unknown ids", async () => {
    expect((await premium.get(`/api/media/video/${ids.hidden}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/media/video/${ids.hidden}`, { range: "bytes=0-9" })).statusCode).toBe(206);
    const unknown = await anonymous.get("/api/media/video/nope");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe("There is no video with this id.");
  });

  it("keeps the media folder's videos and transcripts private; thumbnails are public", async () => {
    expect((await anonymous.get("/media/demo/istoriya-chaya.webm")).statusCode).toBe(404);
    expect((await anonymous.get("/media/demo/istoriya-chaya.vtt")).statusCode).toBe(404);
    const thumb = await anonymous.get("/media/demo/istoriya-chaya.jpg");
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/jpeg");
  });
});

describe("downloads", () => {
  it("give premium members the transcript as a .docx that opens and holds the subtitle text", async () => {
    const response = await premium.get(`/api/download/subtitle/docx/${ids.free}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="___ _____.docx"; filename*=UTF-8''${encodeURIComponent("Мой город.docx")}`,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
    expect(xml).toContain("Привет! Меня зовут Анна.");
    expect(xml).toContain("[0:02] ");
  });

  it("give premium members the audio as .mp3", async () => {
    const response = await premium.get(`/api/download/audio/mp3/${ids.free}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/mpeg");
    expect(response.rawPayload.length).toBe(
      readFileSync(path.join(t.config.mediaDir, "moy-gorod.mp3")).length,
    );
  });

  it("refuse learners without premium with 401, and say when a video has no transcript or audio", async () => {
    for (const client of [anonymous, learner]) {
      const response = await client.get(`/api/download/subtitle/docx/${ids.free}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe("Downloads are for premium members.");
      expect((await client.get(`/api/download/audio/mp3/${ids.free}`)).statusCode).toBe(401);
    }
    const noTranscript = await premium.get(`/api/download/subtitle/docx/${ids.bare}`);
    expect(noTranscript.statusCode).toBe(404);
    expect(noTranscript.json().error).toBe("Transcription is not available for this video.");
    const noAudio = await premium.get(`/api/download/audio/mp3/${ids.youtube}`);
    expect(noAudio.statusCode).toBe(404);
    expect(noAudio.json().error).toBe("Audio is not available for this video.");
  });
});

describe("GET /api/video/{id}/mark-as-watched", () => {
  it("refuses anonymous visitors with 401", async () => {
    const response = await anonymous.get(`/api/video/${ids.free}/mark-as-watched`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe("Log in or sign up to mark videos as watched.");
  });

  it("sets the position to the duration and adds no input time", async () => {
    const user = await learner.loadUser();
    expect((await learner.get(`/api/video/${ids.free}/mark-as-watched`)).statusCode).toBe(200);
    const state = await t.db
      .selectFrom("user_video_state")
      .select(["last_watch_time", "watch_time_ms"])
      .where("user_id", "=", user.id)
      .where("video_id", "=", ids.free)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ last_watch_time: 45, watch_time_ms: 0 });
    expect((await learner.loadUser()).watchTimeSeconds).toBe(user.watchTimeSeconds);
    expect((await learner.get("/api/video/nope/mark-as-watched")).statusCode).toBe(404);
  });
});
