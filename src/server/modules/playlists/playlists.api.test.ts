import { createVideo } from "@tests/factories/catalog";
import { callersOfEveryKind, logIn, signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import {
  MAX_PLAYLIST_VIDEOS,
  MAX_PLAYLISTS,
  PLAYLIST_TEXTS,
  type PlaylistSummary,
  playlistResponseSchema,
  playlistsResponseSchema,
  playlistsRoutes,
  WATCH_LATER_NAME,
} from "../../../shared/contracts/playlists";
import { NO_SUCH_VIDEO } from "../video/index";

const t = setupTestApp({ adminEmails: ["admin@example.com"] });
const DAY = 86_400_000;
let free1: string;
let free2: string;
let free3: string;
let premium: string;

beforeAll(async () => {
  free1 = await createVideo(t.db, { title: "Первое", durationSeconds: 300 });
  free2 = await createVideo(t.db, { title: "Второе", durationSeconds: 200 });
  free3 = await createVideo(t.db, { title: "Третье", durationSeconds: 100 });
  premium = await createVideo(t.db, { title: "Премиум", durationSeconds: 1000, premium: true });
  await t.app.catalog.refresh();
});

async function visitor(): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.loadUser();
  return client;
}

async function playlistsOf(client: TestClient, query = ""): Promise<PlaylistSummary[]> {
  const response = await client.get(`${playlistsRoutes.playlists}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return playlistsResponseSchema.parse(response.json()).playlists;
}

async function create(client: TestClient, name: string): Promise<string> {
  const response = await client.post(playlistsRoutes.playlists, { name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as string;
}

async function add(client: TestClient, id: string, videoId: string) {
  return client.post(playlistsRoutes.addVideo(id), { videoId });
}

async function videoIdsOf(client: TestClient, id: string): Promise<string[]> {
  const response = await client.get(playlistsRoutes.playlist(id));
  expect(response.statusCode, response.body).toBe(200);
  return playlistResponseSchema.parse(response.json()).videos.map((v) => v.id);
}

describe("Watch later", () => {
  it("exists for every visitor, anonymous too, listed first, and cannot be renamed or deleted", async () => {
    const client = await visitor();
    const named = await create(client, "Кухня");
    const [watchLater, mine] = await playlistsOf(client);
    expect(watchLater).toMatchObject({
      name: WATCH_LATER_NAME,
      watchLater: true,
      videos: 0,
      totalSeconds: 0,
    });
    expect(mine).toMatchObject({ id: named, name: "Кухня", watchLater: false });

    const rename = await client.post(playlistsRoutes.update(watchLater!.id), { name: "Другое" });
    expectApiError(rename, 400, { error: PLAYLIST_TEXTS.watchLaterFixed, code: "watch_later_fixed" });
    const remove = await client.post(playlistsRoutes.delete(watchLater!.id));
    expect(remove.statusCode).toBe(400);
    expect(remove.json().code).toBe("watch_later_fixed");
    expect((await playlistsOf(client)).map((p) => p.name)).toEqual([WATCH_LATER_NAME, "Кухня"]);
  });

  it("is made once even when the first calls come together", async () => {
    const client = await visitor();
    await Promise.all([playlistsOf(client), playlistsOf(client), create(client, "А")]);
    const lists = await playlistsOf(client);
    expect(lists.filter((p) => p.watchLater)).toHaveLength(1);
  });
});

describe("a playlist", () => {
  it("is its owner's alone: another visitor's id is a 404 on every call", async () => {
    const owner = await visitor();
    const id = await create(owner, "Моё");
    expect((await add(owner, id, free1)).statusCode).toBe(200);
    const other = await visitor();
    const calls = [
      other.get(playlistsRoutes.playlist(id)),
      other.post(playlistsRoutes.update(id), { name: "Чужое" }),
      other.post(playlistsRoutes.delete(id)),
      add(other, id, free2),
      other.post(playlistsRoutes.removeVideo(id, free1)),
    ];
    for (const response of await Promise.all(calls)) {
      expectApiError(response, 404, { error: PLAYLIST_TEXTS.notFound, code: "not_found" });
    }
    expect(await videoIdsOf(owner, id)).toEqual([free1]);
    expect((await playlistsOf(other)).map((p) => p.id)).not.toContain(id);
    // Not a uuid at all: a 400 that says where ids come from.
    const bad = await owner.get(playlistsRoutes.playlist("nope"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTypeOf("string");
  });

  it("keeps its videos in the order added, then in the order an update gives, with count and length", async () => {
    const client = await visitor();
    const id = await create(client, "Порядок");
    for (const videoId of [free1, free2, free3])
      expect((await add(client, id, videoId)).json()).toEqual({ added: true });
    expect(await videoIdsOf(client, id)).toEqual([free1, free2, free3]);

    const update = await client.post(playlistsRoutes.update(id), {
      name: "Новый порядок",
      videoIds: [free3, free1, free2],
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await videoIdsOf(client, id)).toEqual([free3, free1, free2]);
    const summary = (await playlistsOf(client)).find((p) => p.id === id);
    expect(summary).toMatchObject({ name: "Новый порядок", videos: 3, totalSeconds: 600 });

    // A later add goes to the end of the new order.
    await client.post(playlistsRoutes.removeVideo(id, free1));
    await add(client, id, free1);
    expect(await videoIdsOf(client, id)).toEqual([free3, free2, free1]);

    // An order that does not name each video once is refused, and nothing moves.
    for (const videoIds of [
      [free3, free2],
      [free3, free2, free1, premium],
    ]) {
      const stale = await client.post(playlistsRoutes.update(id), { videoIds });
      expectApiError(stale, 409, { error: PLAYLIST_TEXTS.changed, code: "playlist_changed" });
    }
    const twice = await client.post(playlistsRoutes.update(id), { videoIds: [free3, free3, free1] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe("videoIds names a video twice.");
    expect(await videoIdsOf(client, id)).toEqual([free3, free2, free1]);
  });

  it("takes a video once: adding it again answers added false and writes no second row", async () => {
    const client = await visitor();
    const id = await create(client, "Дважды");
    expect((await add(client, id, free2)).json()).toEqual({ added: true });
    expect((await add(client, id, free2)).json()).toEqual({ added: false });
    const rows = await t.db.selectFrom("playlist_videos").selectAll().where("playlist_id", "=", id).execute();
    expect(rows).toHaveLength(1);
  });

  it("removes a video, and is deleted with its list while the videos stay in the catalog", async () => {
    const client = await visitor();
    const id = await create(client, "Ненадолго");
    await add(client, id, free1);
    await add(client, id, free2);
    expect((await client.post(playlistsRoutes.removeVideo(id, free1))).json()).toEqual({ ok: true });
    expect(await videoIdsOf(client, id)).toEqual([free2]);
    expect((await client.post(playlistsRoutes.delete(id))).json()).toEqual({ ok: true });
    expect((await client.get(playlistsRoutes.playlist(id))).statusCode).toBe(404);
    expect((await client.get(`/api/video/${free2}`)).statusCode).toBe(200);
  });

  it("refuses bad names with a sentence", async () => {
    const client = await visitor();
    const blank = await client.post(playlistsRoutes.playlists, { name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: "Give the playlist a name.", code: expect.any(String) });
    const long = await client.post(playlistsRoutes.playlists, { name: "я".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("A playlist's name can have at most 100 characters.");
  });
});

describe("what a playlist shows of its videos", () => {
  it("shows a premium video locked without premium and playable with it", async () => {
    const { anonymous, learner, premium: member } = await callersOfEveryKind(t);
    for (const [client, playable] of [
      [anonymous, false],
      [learner, false],
      [member, true],
    ] as const) {
      const [watchLater] = await playlistsOf(client);
      expect((await add(client, watchLater!.id, premium)).statusCode).toBe(200);
      const { videos, playlist } = playlistResponseSchema.parse(
        (await client.get(playlistsRoutes.playlist(watchLater!.id))).json(),
      );
      expect(videos).toHaveLength(1);
      expect(videos[0]).toMatchObject({ id: premium, premium: true });
      expect(videos[0]!.url !== null).toBe(playable);
      expect(playlist).toMatchObject({ videos: 1, totalSeconds: 1000 });
    }
  });

  it("drops a video hidden, scheduled or deleted by an admin without an error, and refuses to add one", async () => {
    const hidden = await createVideo(t.db, { title: "Скоро скроют", durationSeconds: 50 });
    const later = await createVideo(t.db, { title: "Отложат", durationSeconds: 60 });
    const doomed = await createVideo(t.db, { title: "Удалят", durationSeconds: 70 });
    await t.app.catalog.refresh();
    const client = await visitor();
    const id = await create(client, "Исчезающие");
    for (const videoId of [free1, hidden, later, doomed])
      expect((await add(client, id, videoId)).statusCode).toBe(200);

    await t.db.updateTable("videos").set({ visible: false }).where("id", "=", hidden).execute();
    await t.db
      .updateTable("videos")
      .set({ upload_date: new Date(Date.now() + 5 * DAY) })
      .where("id", "=", later)
      .execute();
    await t.db.deleteFrom("videos").where("id", "=", doomed).execute();
    await t.app.catalog.refresh();

    const response = await client.get(playlistsRoutes.playlist(id));
    expect(response.statusCode, response.body).toBe(200);
    const { videos, playlist } = playlistResponseSchema.parse(response.json());
    expect(videos.map((v) => v.id)).toEqual([free1]);
    expect(playlist).toMatchObject({ videos: 1, totalSeconds: 300 });
    expect((await playlistsOf(client)).find((p) => p.id === id)).toMatchObject({
      videos: 1,
      totalSeconds: 300,
    });
    // Reordering names only what it shows.
    expect((await client.post(playlistsRoutes.update(id), { videoIds: [free1] })).statusCode).toBe(200);

    for (const videoId of [hidden, later, doomed, "no-such-video"]) {
      const refused = await add(client, id, videoId);
      expectApiError(refused, 404, { error: NO_SUCH_VIDEO, code: "not_found" }, videoId);
    }

    // Shown again, the hidden one is back in its place.
    await t.db.updateTable("videos").set({ visible: true }).where("id", "=", hidden).execute();
    await t.app.catalog.refresh();
    expect(await videoIdsOf(client, id)).toEqual([free1, hidden]);
  });

  it("says which playlists hold a video when asked", async () => {
    const client = await visitor();
    const a = await create(client, "С видео");
    await create(client, "Без видео");
    await add(client, a, free3);
    const lists = await playlistsOf(client, `?videoId=${free3}`);
    expect(lists.map((p) => [p.name, p.hasVideo])).toEqual([
      [WATCH_LATER_NAME, false],
      ["С видео", true],
      ["Без видео", false],
    ]);
  });
});

describe("limits", () => {
  it(`refuses a playlist past ${MAX_PLAYLISTS} (Watch later not counted) with a clear 409`, async () => {
    const client = await visitor();
    await playlistsOf(client);
    const { id: userId } = await client.loadUser();
    // Through SQL: 99 rows at once; the 100th and 101st go through the call.
    await sql`
      INSERT INTO playlists (user_id, name)
      SELECT ${userId}, 'Список ' || n FROM generate_series(1, ${MAX_PLAYLISTS - 1}) AS n`.execute(t.db);
    await create(client, "Сотый");
    const refused = await client.post(playlistsRoutes.playlists, { name: "Сто первый" });
    expectApiError(refused, 409, { error: PLAYLIST_TEXTS.tooMany, code: "too_many_playlists" });
    expect(await playlistsOf(client)).toHaveLength(MAX_PLAYLISTS + 1);
  });

  it(`refuses a video past ${MAX_PLAYLIST_VIDEOS} in a playlist with a clear 409, and still takes one already in it`, async () => {
    const client = await visitor();
    const id = await create(client, "Полный");
    await add(client, id, free1);
    // Through SQL: 499 more videos and rows in one statement each (500 calls would be slow).
    const fillers = Array.from({ length: MAX_PLAYLIST_VIDEOS - 1 }, (_, i) => `filler-${i}`);
    const channel = await t.db.selectFrom("channels").select("id").executeTakeFirstOrThrow();
    await t.db
      .insertInto("videos")
      .values(
        fillers.map((fid) => ({
          id: fid,
          title: fid,
          description: "",
          platform: "youtube",
          on_platform_id: `yt-${fid}`,
          duration_seconds: 10,
          level: "Beginner 1",
          premium: false,
          visible: true,
          upload_date: new Date(Date.now() - DAY),
          channel_id: channel.id,
        })),
      )
      .execute();
    await sql`
      INSERT INTO playlist_videos (playlist_id, video_id, position)
      SELECT ${id}, v, 1 + ord FROM unnest(${fillers}::text[]) WITH ORDINALITY AS f(v, ord)`.execute(t.db);
    await t.app.catalog.refresh();

    const refused = await add(client, id, free2);
    expectApiError(refused, 409, { error: PLAYLIST_TEXTS.full, code: "playlist_full" });
    expect((await add(client, id, free1)).json()).toEqual({ added: false });
    const summary = (await playlistsOf(client)).find((p) => p.id === id);
    expect(summary).toMatchObject({
      videos: MAX_PLAYLIST_VIDEOS,
      totalSeconds: 300 + 10 * (MAX_PLAYLIST_VIDEOS - 1),
    });
  });
});

describe("an anonymous visitor's playlists", () => {
  it("are kept on sign-up", async () => {
    const client = await visitor();
    const [watchLater] = await playlistsOf(client);
    await add(client, watchLater!.id, free1);
    const id = await create(client, "До регистрации");
    await add(client, id, free2);
    await signUp(t, client, "Мария", "maria@example.com");
    const lists = await playlistsOf(client);
    expect(lists.map((p) => [p.name, p.videos])).toEqual([
      [WATCH_LATER_NAME, 1],
      ["До регистрации", 1],
    ]);
    expect(await videoIdsOf(client, id)).toEqual([free2]);
  });

  it("join the account at log-in: Watch later's videos after the account's, named playlists as they are", async () => {
    const owner = new TestClient(t.app);
    await signUp(t, owner, "Олег", "oleg@example.com");
    const [ownWatchLater] = await playlistsOf(owner);
    await add(owner, ownWatchLater!.id, free1);
    await add(owner, ownWatchLater!.id, free2);

    const laptop = await visitor();
    const [visitorWatchLater] = await playlistsOf(laptop);
    await add(laptop, visitorWatchLater!.id, free3);
    await add(laptop, visitorWatchLater!.id, free1);
    const named = await create(laptop, "С ноутбука");
    await add(laptop, named, free2);

    await logIn(t, laptop, "oleg@example.com");
    const lists = await playlistsOf(laptop);
    expect(lists.map((p) => [p.name, p.videos])).toEqual([
      [WATCH_LATER_NAME, 3],
      ["С ноутбука", 1],
    ]);
    expect(await videoIdsOf(laptop, ownWatchLater!.id)).toEqual([free1, free2, free3]);
    expect(await videoIdsOf(owner, named)).toEqual([free2]);
  });
});
