import { createVideo } from "@tests/factories/catalog";
import { playTo } from "@tests/factories/learner-input";
import { callersOfEveryKind } from "@tests/factories/users";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import {
  seriesListResponseSchema,
  seriesResponseSchema,
  videoSeriesResponseSchema,
} from "../../../shared/contracts/series";

const t = setupTestApp({ adminEmails: ["admin@example.com"] });

let callers: Awaited<ReturnType<typeof callersOfEveryKind>>;
beforeAll(async () => {
  callers = await callersOfEveryKind(t);
});

async function video(input: Parameters<typeof createVideo>[1] = {}): Promise<string> {
  return createVideo(t.db, { durationSeconds: 100, ...input });
}

async function createSeries(admin: TestClient, body: Record<string, unknown>): Promise<string> {
  const response = await admin.post("/api/admin/series", body);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

async function seriesOf(client: TestClient, id: string) {
  return await client.getOk(`/api/series/${id}`, seriesResponseSchema);
}

async function listOf(client: TestClient) {
  return (await client.getOk("/api/series", seriesListResponseSchema)).series;
}

describe("series", () => {
  it("lists episodes in the admin's order, and a new order after an update", async () => {
    const admin = callers.admin;
    const [a, b, c] = [
      await video({ title: "Серия A", level: "Beginner 1" }),
      await video({ title: "Серия B", level: "Intermediate 1" }),
      await video({ title: "Серия C", level: "Beginner 2" }),
    ];
    const id = await createSeries(admin, {
      title: "Order test",
      description: "Три серии",
      videoIds: [b, a, c],
    });
    const first = await seriesOf(callers.learner, id);
    expect(first.series).toMatchObject({ id, title: "Order test", description: "Три серии" });
    expect(first.episodes.map((e) => [e.id, e.episode])).toEqual([
      [b, 1],
      [a, 2],
      [c, 3],
    ]);

    const update = await admin.post(`/api/admin/series/${id}/update`, { videoIds: [c, b, a] });
    expect(update.statusCode, update.body).toBe(200);
    expect((await seriesOf(callers.learner, id)).episodes.map((e) => e.id)).toEqual([c, b, a]);

    const summary = (await listOf(callers.learner)).find((s) => s.id === id);
    expect(summary).toMatchObject({
      episodes: 3,
      totalSeconds: 300,
      minLevel: "Beginner 1",
      maxLevel: "Intermediate 1",
      channelName: "Test channel",
    });
  });

  it("counts the episodes each caller watched, and marks them", async () => {
    const [a, b, c] = [await video(), await video(), await video()];
    const id = await createSeries(callers.admin, { title: "Watched test", videoIds: [a, b, c] });
    await playTo(callers.learner, a, 95);
    await playTo(callers.learner, c, 50);

    const summary = (await listOf(callers.learner)).find((s) => s.id === id);
    expect(summary?.watchedEpisodes).toBe(1);
    const { episodes } = await seriesOf(callers.learner, id);
    expect(episodes.map((e) => e.watched)).toEqual([true, false, false]);
    expect(episodes[2]?.lastWatchTime).toBe(50);

    // Another caller has watched nothing.
    expect((await listOf(callers.premium)).find((s) => s.id === id)?.watchedEpisodes).toBe(0);
  });

  it("keeps premium and visibility per episode: hidden episodes drop out, premium ones are locked", async () => {
    const free = await video({ title: "Free one" });
    const hidden = await video({ title: "Hidden one", visible: false });
    const premium = await video({ title: "Premium one", premium: true });
    const id = await createSeries(callers.admin, { title: "Access test", videoIds: [free, hidden, premium] });

    const learner = await seriesOf(callers.learner, id);
    expect(learner.episodes.map((e) => [e.id, e.episode, e.url === null])).toEqual([
      [free, 1, false],
      [premium, 2, true],
    ]);
    const member = await seriesOf(callers.premium, id);
    expect(member.episodes.map((e) => [e.id, e.url === null])).toEqual([
      [free, false],
      [premium, false],
    ]);
    expect((await seriesOf(callers.admin, id)).episodes.map((e) => e.id)).toEqual([free, hidden, premium]);

    // A series whose every episode is hidden is not offered to learners.
    const onlyHidden = await createSeries(callers.admin, {
      title: "Hidden series",
      videoIds: [await video({ visible: false })],
    });
    expect((await listOf(callers.learner)).some((s) => s.id === onlyHidden)).toBe(false);
    expect((await callers.learner.get(`/api/series/${onlyHidden}`)).statusCode).toBe(404);
    expect((await listOf(callers.admin)).some((s) => s.id === onlyHidden)).toBe(true);
  });

  it("tells a watch page the episode's number and the next episode", async () => {
    const [a, b] = [await video({ title: "Эпизод 1" }), await video({ title: "Эпизод 2" })];
    const id = await createSeries(callers.admin, { title: "Watch page test", videoIds: [a, b] });
    const first = videoSeriesResponseSchema.parse(
      (await callers.anonymous.get(`/api/video/${a}/series`)).json(),
    );
    expect(first).toMatchObject({ series: { id, title: "Watch page test" }, episode: 1, episodes: 2 });
    expect(first.next?.id).toBe(b);
    const last = videoSeriesResponseSchema.parse(
      (await callers.anonymous.get(`/api/video/${b}/series`)).json(),
    );
    expect(last).toMatchObject({ episode: 2, episodes: 2, next: null });
    const none = videoSeriesResponseSchema.parse(
      (await callers.anonymous.get(`/api/video/${await video()}/series`)).json(),
    );
    expect(none.series).toBeNull();
  });

  it("refuses a title in use, an unknown video, a video of another series, and deletes", async () => {
    const admin = callers.admin;
    const a = await video();
    const id = await createSeries(admin, { title: "Refusals", videoIds: [a] });

    const sameTitle = await admin.post("/api/admin/series", { title: "REFUSALS" });
    expect(sameTitle.statusCode).toBe(409);
    expect(sameTitle.json()).toMatchObject({ code: "series_title_taken" });

    const unknown = await admin.post("/api/admin/series", { title: "Other", videoIds: ["no-such-video"] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain("no-such-video");

    const taken = await admin.post("/api/admin/series", { title: "Other", videoIds: [a] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "episode_in_other_series" });
    expect(taken.json().error).toContain("Refusals");

    const learnerTry = await callers.learner.post("/api/admin/series", { title: "Mine" });
    expect(learnerTry.statusCode).toBe(403);

    const badId = await callers.learner.get("/api/series/not-a-uuid");
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });

    expect((await admin.post(`/api/admin/series/${id}/delete`, {})).statusCode).toBe(200);
    expect((await admin.get(`/api/series/${id}`)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/series/${id}/delete`, {})).statusCode).toBe(404);
  });

  it("browse shows only series episodes with series=true, and its search finds episodes by their series' title, renamed too", async () => {
    const admin = callers.admin;
    const [first, second, alone] = [
      await video({ title: "Первая прогулка" }),
      await video({ title: "Вторая прогулка" }),
      await video({ title: "Прогулка без сериала" }),
    ];
    const id = await createSeries(admin, { title: "Зимний Петербург", videoIds: [first, second] });
    const idsOf = async (query: string) => {
      const response = await callers.learner.get(`/api/browse/videos?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { videos: { id: string }[] }).videos.map((v) => v.id);
    };
    const episodesOnly = await idsOf("series=true&text=прогулка");
    expect(episodesOnly.sort()).toEqual([first, second].sort());
    expect(await idsOf("text=прогулка")).toContain(alone);
    expect((await idsOf("text=Петербург")).sort()).toEqual([first, second].sort());
    const total = await callers.learner.get("/api/browse/statistics?series=true&text=прогулка");
    expect(total.json().total).toBe(2);
    // A renamed series is found by its new title at once.
    const renamed = await admin.post(`/api/admin/series/${id}/update`, { title: "Летняя Москва" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await idsOf("text=Петербург")).toEqual([]);
    expect((await idsOf("text=Москва")).sort()).toEqual([first, second].sort());
    expect((await callers.learner.get("/api/browse/videos?series=maybe")).statusCode).toBe(400);
  });
});
