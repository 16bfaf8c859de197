import { createVideo } from "@tests/factories/catalog";
import { dailyTotalsOf, logIn, signUp } from "@tests/factories/users";
import { applyCredit } from "@tests/factories/watch-time";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { localDateOf } from "../../../shared/domain/dates";

const t = setupTestApp();
let videoA: string;
let videoB: string;
beforeAll(async () => {
  videoA = await createVideo(t.db, { durationSeconds: 600 });
  videoB = await createVideo(t.db, { durationSeconds: 300 });
});

const today = () => localDateOf(Date.now(), "Europe/Moscow");

async function watch(userId: string, videoId: string, seconds: number, position: number, day = today()) {
  await applyCredit(t.db, { userId, videoId, ms: seconds * 1000, day, position });
}

describe("an anonymous visitor's progress", () => {
  it("is kept, whole, after sign-up", async () => {
    const client = new TestClient(t.app);
    const visitor = await client.loadUser();
    await watch(visitor.id, videoA, 120, 120);
    await watch(visitor.id, videoA, 60, 180, "2026-01-02");
    const user = await signUp(t, client, "Fedor", "fedor@example.com");
    expect(user.id).toBe(visitor.id);
    expect(user.watchTimeSeconds).toBe(180);
    expect(user.watchTimeTodaySeconds).toBe(120);
  });

  it("is merged into an existing account at log-in, and the anonymous user is removed", async () => {
    const owner = new TestClient(t.app);
    const account = await signUp(t, owner, "Galina", "galina@example.com");
    await watch(account.id, videoA, 300, 300);
    await watch(account.id, videoB, 30, 30, "2026-01-01");

    const laptop = new TestClient(t.app);
    const visitor = await laptop.loadUser();
    await watch(visitor.id, videoA, 200, 500);
    await watch(visitor.id, videoB, 100, 130, "2026-01-01");
    await t.db
      .insertInto("off_platform_logs")
      .values({
        user_id: visitor.id,
        start_date: "2026-01-01",
        start_time: "10:00",
        end_date: new Date(),
        minutes: 5,
      })
      .execute();

    const merged = await logIn(t, laptop, "galina@example.com");
    expect(merged.id).toBe(account.id);
    expect(merged.watchTimeSeconds).toBe(300 + 30 + 200 + 100);
    expect(merged.watchTimeTodaySeconds).toBe(500);

    const days = await dailyTotalsOf(t.db, account.id);
    expect(days.map((d) => [d.day, d.video_ms])).toEqual([
      ["2026-01-01", 130_000],
      [today(), 500_000],
    ]);
    const videos = await t.db
      .selectFrom("user_video_state")
      .select(["video_id", "watch_time_ms", "last_watch_time"])
      .where("user_id", "=", account.id)
      .orderBy("video_id")
      .execute();
    expect(new Map(videos.map((v) => [v.video_id, [v.watch_time_ms, v.last_watch_time]]))).toEqual(
      new Map([
        [videoA, [500_000, 500]],
        [videoB, [130_000, 130]],
      ]),
    );
    const logs = await t.db.selectFrom("off_platform_logs").select("user_id").execute();
    expect(logs.map((l) => l.user_id)).toEqual([account.id]);
    const gone = await t.db.selectFrom("users").select("id").where("id", "=", visitor.id).executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it("brings the visitor's journal into the account at log-in", async () => {
    const owner = new TestClient(t.app);
    await signUp(t, owner, "Yana", "yana@example.com");
    const phone = new TestClient(t.app);
    await phone.loadUser();
    const written = await phone.post("/api/user/journal", { date: "2026-01-01", text: "Написано до входа" });
    expect(written.statusCode, written.body).toBe(200);
    await logIn(t, phone, "yana@example.com");
    const entries = (await owner.get("/api/user/journal")).json().entries as { text: string }[];
    expect(entries.map((e) => e.text)).toEqual(["Написано до входа"]);
  });

  it("brings the videos the visitor hid into the account at log-in, with the account's own", async () => {
    await t.app.catalog.refresh();
    const owner = new TestClient(t.app);
    await signUp(t, owner, "Zoya", "zoya@example.com");
    expect((await owner.post(`/api/video/${videoA}/hide`)).statusCode).toBe(200);

    const phone = new TestClient(t.app);
    await phone.loadUser();
    expect((await phone.post(`/api/video/${videoA}/hide`)).statusCode).toBe(200);
    expect((await phone.post(`/api/video/${videoB}/hide`)).statusCode).toBe(200);

    await logIn(t, phone, "zoya@example.com");
    const hidden = (await phone.get("/api/user/hidden-videos")).json().videos as { id: string }[];
    expect(hidden.map((v) => v.id).sort()).toEqual([videoA, videoB].sort());
    const listed = (await phone.get("/api/browse/videos")).json().videos as { id: string }[];
    expect(listed.map((v) => v.id)).not.toContain(videoB);
  });
});
