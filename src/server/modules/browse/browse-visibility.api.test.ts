import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, adminClient, signUp } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { browseVideosResponseSchema } from "../../../shared/contracts/browse";
import type { Video } from "../../../shared/contracts/video";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient(t);
  await createVideo(t.db, { id: "free", topics: ["Еда", "Быт"], speakers: ["Анна"], channel: "Понятно" });
  await createVideo(t.db, { id: "paid", premium: true });
  await createVideo(t.db, { id: "shipped", platform: "file" });
  await createVideo(t.db, { id: "hidden", visible: false });
  await createVideo(t.db, { id: "later", uploadDate: new Date(Date.now() + 3600_000) });
  await t.app.catalog.refresh();
});

async function listed(client: TestClient | null): Promise<Map<string, Video>> {
  const response = client
    ? await client.get("/api/browse/videos")
    : await t.app.inject({ method: "GET", url: "/api/browse/videos" });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  const body = browseVideosResponseSchema.parse(response.json());
  return new Map(body.videos.map((v) => [v.id, v]));
}

async function total(client: TestClient): Promise<number> {
  return (await client.get("/api/browse/statistics")).json().total;
}

describe("who sees what", () => {
  it("lists only visible, published videos to visitors, with or without a session", async () => {
    const visitor = new TestClient(t.app);
    await visitor.loadUser();
    expect([...(await listed(visitor)).keys()].sort()).toEqual(["free", "paid", "shipped"]);
    expect(await total(visitor)).toBe(3);
    expect([...(await listed(null)).keys()].sort()).toEqual(["free", "paid", "shipped"]);
  });

  it("lists hidden and scheduled videos to admins", async () => {
    const videos = await listed(admin);
    expect([...videos.keys()].sort()).toEqual(["free", "hidden", "later", "paid", "shipped"]);
    expect(videos.get("hidden")?.visible).toBe(false);
    expect(await total(admin)).toBe(5);
  });

  it("lists premium videos to everyone but gives their URL only to premium users and admins", async () => {
    const free = new TestClient(t.app);
    await signUp(t, free, "Free", "free@example.com");
    const paidForFree = (await listed(free)).get("paid");
    expect(paidForFree).toMatchObject({ premium: true, url: null, onPlatformId: null });
    expect((await listed(null)).get("paid")).toMatchObject({ url: null, onPlatformId: null });

    // Premium is set before this learner's first browse call: a change shows within 2 s otherwise.
    const premium = new TestClient(t.app);
    const premiumUser = await signUp(t, premium, "Premium", "premium@example.com");
    await t.db.updateTable("users").set({ premium: true }).where("id", "=", premiumUser.id).execute();
    expect((await listed(premium)).get("paid")).toMatchObject({
      url: "https://www.youtube.com/watch?v=yt-paid",
      onPlatformId: "yt-paid",
    });

    expect((await listed(admin)).get("paid")?.url).toBe("https://www.youtube.com/watch?v=yt-paid");
  });

  it("describes each video for the player and the card", async () => {
    const videos = await listed(null);
    expect(videos.get("shipped")?.url).toBe("/api/media/video/shipped");
    expect(videos.get("free")).toMatchObject({
      url: "https://www.youtube.com/watch?v=yt-free",
      onPlatformId: "yt-free",
      tags: ["Быт", "Еда"],
      speakers: ["Анна"],
      channelName: "Понятно",
      lastWatchTime: 0,
      watchTime: 0,
      platform: "youtube",
      premium: false,
      visible: true,
    });
  });
});
