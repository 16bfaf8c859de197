import { createVideo } from "@tests/factories/catalog";
import { playTo } from "@tests/factories/learner-input";
import { signUp } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { continueWatchingResponseSchema } from "../../../shared/contracts/continue-watching";
import type { Video } from "../../../shared/contracts/video";

const TZ = "Europe/Moscow";
/** Every video of this file lasts 1000 s: a position of 50 s is the fraction 0.05. */
const DURATION = 1000;

const t = setupTestApp({ adminEmails: ["admin@example.com"] });

/** A fresh video of 1000 s, listed in browse at once. */
async function video(input: Parameters<typeof createVideo>[1] = {}): Promise<string> {
  const id = await createVideo(t.db, { durationSeconds: DURATION, ...input });
  await t.app.catalog.refresh();
  return id;
}

/** New videos, one a position, then each played to its position in that order; their ids. */
async function started<const P extends number[]>(
  client: TestClient,
  ...positions: P
): Promise<{ [K in keyof P]: string }> {
  const ids: string[] = [];
  for (const _ of positions) ids.push(await video());
  for (const [i, id] of ids.entries()) await playTo(client, id, positions[i]!);
  return ids as { [K in keyof P]: string };
}

async function continueWatching(client: TestClient | null): Promise<Video[]> {
  const response = client
    ? await client.get("/api/user/continue-watching")
    : await t.app.inject({ method: "GET", url: "/api/user/continue-watching" });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return continueWatchingResponseSchema.parse(response.json()).videos;
}

async function ids(client: TestClient): Promise<string[]> {
  return (await continueWatching(client)).map((v) => v.id);
}

async function learner(email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  await signUp(t, client, "Learner", email);
  return client;
}

describe("GET /api/user/continue-watching", () => {
  it("answers an empty list to a caller without a session", async () => {
    expect(await continueWatching(null)).toEqual([]);
  });

  it("lists a started video for an anonymous visitor with a session, as a browse card with its position", async () => {
    const id = await video({ title: "Первый день", channel: "Понятно", speakers: ["Анна"] });
    const visitor = new TestClient(t.app);
    await visitor.loadUser(TZ);
    expect(await continueWatching(visitor)).toEqual([]);

    await playTo(visitor, id, 400);
    const [card, ...rest] = await continueWatching(visitor);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({
      id,
      title: "Первый день",
      duration: DURATION,
      lastWatchTime: 400,
      channelName: "Понятно",
      speakers: ["Анна"],
      url: `https://www.youtube.com/watch?v=yt-${id}`,
      premium: false,
      visible: true,
    });
    // The same card as browse shows for this visitor.
    const browse = (await visitor.get("/api/browse/videos")).json().videos as Video[];
    expect(browse.find((v) => v.id === id)).toEqual(card);
  });

  it("takes a video from 5% to 80% of its duration, both bounds included", async () => {
    const client = await learner("bounds@example.com");
    const [at5, , at80] = await started(client, 50, 49.5, 800, 800.5);
    expect((await ids(client)).sort()).toEqual([at5, at80].sort());
  });

  it("lists the video last watched first, and a video watched again moves to the front", async () => {
    const client = await learner("order@example.com");
    const [first, second, third] = await started(client, 100, 200, 300);
    expect(await ids(client)).toEqual([third, second, first]);

    await playTo(client, first, 150);
    expect(await ids(client)).toEqual([first, third, second]);
    expect((await continueWatching(client))[0]?.lastWatchTime).toBe(150);
  });

  it("drops a video once it is watched past 80% or marked as watched", async () => {
    const client = await learner("finish@example.com");
    const [played, marked] = await started(client, 500, 500);
    expect((await ids(client)).sort()).toEqual([played, marked].sort());

    await playTo(client, played, 900);
    expect((await client.get(`/api/video/${marked}/mark-as-watched`)).statusCode).toBe(200);
    expect(await ids(client)).toEqual([]);
  });

  it("lists at most 12, the most recent ones", async () => {
    const client = await learner("many@example.com");
    const started: string[] = [];
    for (let i = 0; i < 14; i++) {
      const id = await video();
      await playTo(client, id, 500);
      started.push(id);
    }
    expect(await ids(client)).toEqual(started.slice(2).reverse());
  });

  it("leaves out videos browse does not list to the caller: hidden, not yet released, deleted", async () => {
    const client = await learner("gone@example.com");
    const [stays, hidden, later] = await started(client, 500, 500, 500);
    expect((await ids(client)).sort()).toEqual([stays, hidden, later].sort());

    // An admin hides one and reschedules another after the learner started them.
    await t.db.updateTable("videos").set({ visible: false }).where("id", "=", hidden).execute();
    await t.db
      .updateTable("videos")
      .set({ upload_date: new Date(Date.now() + 24 * 3600_000) })
      .where("id", "=", later)
      .execute();
    await t.app.catalog.refresh();
    expect(await ids(client)).toEqual([stays]);

    const admin = new TestClient(t.app);
    await signUp(t, admin, "Admin", "admin@example.com");
    expect((await admin.get(`/api/video/${stays}/delete`)).statusCode).toBe(200);
    await t.app.catalog.refresh();
    expect(await ids(client)).toEqual([]);
  });

  it("shows a premium video as browse does: playable for premium members, without its URL for the others", async () => {
    const client = new TestClient(t.app);
    const user = await signUp(t, client, "Premium", "premium@example.com");
    await t.db.updateTable("users").set({ premium: true }).where("id", "=", user.id).execute();
    const paid = await video({ premium: true });
    await playTo(client, paid, 300);
    expect(await continueWatching(client)).toMatchObject([
      { id: paid, premium: true, url: `https://www.youtube.com/watch?v=yt-${paid}`, lastWatchTime: 300 },
    ]);

    await t.db.updateTable("users").set({ premium: false }).where("id", "=", user.id).execute();
    expect(await continueWatching(client)).toMatchObject([
      { id: paid, premium: true, url: null, onPlatformId: null, lastWatchTime: 300 },
    ]);
  });

  it("leaves out a video the visitor hid (Not interested), and lists it again once shown again", async () => {
    const client = await learner("hider@example.com");
    const [kept, hidden] = await started(client, 500, 500);
    expect(await ids(client)).toEqual([hidden, kept]);

    const hide = await client.post(`/api/video/${hidden}/hide`);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await ids(client)).toEqual([kept]);

    const unhide = await client.post(`/api/video/${hidden}/unhide`);
    expect(unhide.statusCode, unhide.body).toBe(200);
    expect(await ids(client)).toEqual([hidden, kept]);
  });

  it("keeps each visitor's list their own", async () => {
    const one = await learner("one@example.com");
    const other = await learner("other@example.com");
    const id = await video();
    await playTo(one, id, 500);
    expect(await ids(one)).toEqual([id]);
    expect(await ids(other)).toEqual([]);
  });
});
