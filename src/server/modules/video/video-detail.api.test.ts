import { createVideo, type VideoInput } from "@tests/factories/catalog";
import { ADMIN_EMAIL, adminClient, signedUpClient } from "@tests/factories/users";
import { applyCredit } from "@tests/factories/watch-time";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { videoAnswer } from "./video-answer";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let anonymous: TestClient;
let learner: TestClient;
let admin: TestClient;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  // "main" and the videos ranked against it: by level, shared topics and speakers.
  const videos: VideoInput[] = [
    { id: "main", level: "Beginner 2", topics: ["Еда", "Быт"], speakers: ["Анна"] },
    { id: "same-level-2-topics", level: "Beginner 2", topics: ["Еда", "Быт"] },
    { id: "same-level-speaker", level: "Beginner 2", speakers: ["Анна"] },
    { id: "same-level-plain", level: "Beginner 2", channel: "Другой" },
    { id: "next-level-topic", level: "Intermediate 1", topics: ["Еда"] },
    { id: "far-level-all", level: "Native", topics: ["Еда", "Быт"], speakers: ["Анна"] },
    { id: "hidden", level: "Beginner 2", visible: false, topics: ["Еда"] },
    { id: "scheduled", level: "Beginner 2", uploadDate: new Date(Date.now() + DAY) },
    { id: "premium", level: "Beginner 2", premium: true, topics: ["Еда"] },
  ];
  const base = { channel: "Канал", uploadDate: new Date(Date.now() - 5 * DAY) };
  for (const video of videos) await createVideo(t.db, { ...base, ...video });
  await t.app.catalog.refresh();
  anonymous = new TestClient(t.app);
  await anonymous.loadUser();
  learner = await signedUpClient(t, "Lena", "lena@example.com");
  admin = await adminClient(t);
});

describe("GET /api/video/{id}", () => {
  it("gives the video for the caller with its position, and related videos ranked like this one", async () => {
    const user = await learner.loadUser();
    await applyCredit(t.db, {
      userId: user.id,
      videoId: "main",
      ms: 42_000,
      day: "2026-01-01",
      position: 42,
    });
    const response = await learner.get("/api/video/main");
    expect(response.statusCode, response.body).toBe(200);
    const { video, relatedVideos } = response.json();
    expect(video).toMatchObject({
      id: "main",
      level: "Beginner 2",
      tags: ["Быт", "Еда"],
      speakers: ["Анна"],
      channelName: "Канал",
      lastWatchTime: 42,
      watchTime: 42,
      url: "https://www.youtube.com/watch?v=yt-main",
    });
    expect(relatedVideos.map((v: { id: string }) => v.id)).toEqual([
      "same-level-2-topics", // same level, two shared topics and the channel
      "premium", // same level, one shared topic and the channel
      "same-level-speaker", // same level, the speaker and the channel
      "same-level-plain", // same level, nothing shared
      "next-level-topic",
      "far-level-all",
    ]);
    const premium = relatedVideos.find((v: { id: string }) => v.id === "premium");
    expect(premium).toMatchObject({ url: null, onPlatformId: null, premium: true });
  });

  it("skips the playlist with ?related=false", async () => {
    const response = await anonymous.get("/api/video/main?related=false");
    expect(response.json().relatedVideos).toEqual([]);
  });

  it("answers 401 for a premium video without premium, 404 for hidden, scheduled and unknown ids", async () => {
    expect((await anonymous.get("/api/video/premium")).statusCode).toBe(401);
    const free = await learner.get("/api/video/premium");
    expect(free.statusCode).toBe(401);
    expect(free.json().error).toBe("This video is for premium members.");
    for (const id of ["hidden", "scheduled", "nope"]) {
      const response = await learner.get(`/api/video/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe("There is no video with this id.");
    }
  });

  it("shows admins everything, premium urls and hidden videos in the playlist included", async () => {
    const response = await admin.get("/api/video/premium");
    expect(response.statusCode).toBe(200);
    expect(response.json().video.url).toBe("https://www.youtube.com/watch?v=yt-premium");
    const ids = (await admin.get("/api/video/main")).json().relatedVideos.map((v: { id: string }) => v.id);
    expect(ids).toEqual(expect.arrayContaining(["hidden", "scheduled"]));
  });
});

describe("GET /api/video/{id} after a catalog change", () => {
  it("gives every caller the changed video and related videos once the index is rebuilt", async () => {
    await createVideo(t.db, { id: "renamed", title: "Старое название", level: "Native" });
    await t.app.catalog.refresh();
    expect((await anonymous.get("/api/video/renamed")).json().video.title).toBe("Старое название");
    expect((await learner.get("/api/video/renamed")).json().video.title).toBe("Старое название");

    await t.db.updateTable("videos").set({ title: "Новое название" }).where("id", "=", "renamed").execute();
    await createVideo(t.db, { id: "renamed-neighbour", level: "Native" });
    await t.app.catalog.refresh();
    for (const caller of [anonymous, learner]) {
      const { video, relatedVideos } = (await caller.get("/api/video/renamed")).json();
      expect(video.title).toBe("Новое название");
      expect(relatedVideos.map((v: { id: string }) => v.id)).toContain("renamed-neighbour");
    }

    await t.db.updateTable("videos").set({ visible: false }).where("id", "=", "renamed").execute();
    await t.app.catalog.refresh();
    expect((await anonymous.get("/api/video/renamed")).statusCode).toBe(404);
  });
});

describe("GET /api/video/{id}/delete", () => {
  it("is for admins only, and removes the video from browse at once", async () => {
    await createVideo(t.db, { id: "doomed", level: "Advanced" });
    await t.app.catalog.refresh();
    expect((await anonymous.get("/api/video/doomed/delete")).statusCode).toBe(401);
    expect((await learner.get("/api/video/doomed/delete")).statusCode).toBe(403);
    expect((await admin.get("/api/video/doomed/delete")).statusCode).toBe(200);
    expect((await learner.get("/api/video/doomed")).statusCode).toBe(404);
    const browse = await learner.get("/api/browse/videos?levels=Advanced");
    expect(browse.json().videos).toEqual([]);
    const again = await admin.get("/api/video/doomed/delete");
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("There is no video with this id.");
  });
});

describe("a watch answer for a caller without a session", () => {
  it("is one frozen object per catalog version, by which their watch page is kept whole", async () => {
    await createVideo(t.db, { id: "first-visit", title: "Первый раз", level: "Native" });
    await t.app.catalog.refresh();
    const first = await videoAnswer(t.db, t.app.catalog, "first-visit", null);
    expect(await videoAnswer(t.db, t.app.catalog, "first-visit", null)).toBe(first);
    expect(Object.isFrozen(first.video)).toBe(true);
    // The API gives the same for a first visit, and a caller with a session their own answer.
    expect((await new TestClient(t.app).get("/api/video/first-visit")).json()).toEqual(first);
    expect((await learner.get("/api/video/first-visit")).json().video.title).toBe("Первый раз");

    await t.db.updateTable("videos").set({ title: "Второй раз" }).where("id", "=", "first-visit").execute();
    await t.app.catalog.refresh();
    const changed = await videoAnswer(t.db, t.app.catalog, "first-visit", null);
    expect(changed).not.toBe(first);
    expect(changed.video.title).toBe("Второй раз");
  });
});
