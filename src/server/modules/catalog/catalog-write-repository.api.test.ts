import { setupTestApp } from "@tests/setup/test-app";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { readCatalogVersion } from "../catalog-index/catalog-repository";
import {
  addChannel,
  addOption,
  addOptions,
  deleteVideo,
  ensureChannel,
  insertVideo,
  type NewCatalogVideo,
  removeOption,
  updateVideo,
} from "./catalog-write-repository";

const t = setupTestApp();
let channelId: number;
beforeAll(async () => {
  channelId = await ensureChannel(t.db, { name: "Канал", url: "https://www.youtube.com/@kanal" });
  await addOptions(t.db, "speakers", ["Анна", "Борис"]);
  await addOptions(t.db, "topics", ["Еда", "Путешествия"]);
});

function video(id: string, fields: Partial<NewCatalogVideo> = {}): NewCatalogVideo {
  return {
    id,
    title: `Видео ${id}`,
    platform: "youtube",
    onPlatformId: `yt-${id}`,
    durationSeconds: 300,
    level: "Beginner 1",
    uploadDate: new Date(Date.now() - 3600_000),
    channelId,
    speakers: ["Анна"],
    topics: ["Еда"],
    ...fields,
  };
}

interface BrowsedVideo {
  id: string;
  title: string;
  speakers: string[];
  tags: string[];
  channelName: string;
}

async function browsed(id: string): Promise<BrowsedVideo | undefined> {
  await t.app.catalog.refresh();
  const response = await t.app.inject({ method: "GET", url: "/api/browse/videos" });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().videos as BrowsedVideo[]).find((v) => v.id === id);
}

async function linksOf(id: string): Promise<{ speakers: string[]; topics: string[] }> {
  return { speakers: await namesLinked(id, "speakers"), topics: await namesLinked(id, "topics") };
}

/** The names of the video's speakers or topics, read from its link table, in name order. */
async function namesLinked(id: string, option: "speakers" | "topics"): Promise<string[]> {
  const optionId = option === "speakers" ? "speaker_id" : "topic_id";
  const { rows } = await sql<{ name: string }>`
    SELECT o.name FROM ${sql.table(`video_${option}`)} l
    JOIN ${sql.table(option)} o ON o.id = l.${sql.ref(optionId)}
    WHERE l.video_id = ${id} ORDER BY o.name`.execute(t.db);
  return rows.map((r) => r.name);
}

describe("the catalog version moves by itself", () => {
  it("with every insert, update, delete and truncate of a catalog table", async () => {
    // In this order each statement finds the rows the ones before it wrote.
    const statements = [
      "INSERT INTO channels (name) VALUES ('Триггер')",
      "UPDATE channels SET url = 'https://example.com' WHERE name = 'Триггер'",
      "INSERT INTO speakers (name) VALUES ('Триггер')",
      "UPDATE speakers SET name = 'Триггер 2' WHERE name = 'Триггер'",
      "INSERT INTO topics (name) VALUES ('Триггер')",
      "UPDATE topics SET name = 'Триггер 2' WHERE name = 'Триггер'",
      `INSERT INTO videos (id, title, platform, on_platform_id, duration_seconds, level, channel_id)
       VALUES ('trigger', 'Триггер', 'youtube', 'yt-trigger', 60, 'Native', ${channelId})`,
      "UPDATE videos SET title = 'Триггер 2' WHERE id = 'trigger'",
      "INSERT INTO video_speakers (video_id, speaker_id) SELECT 'trigger', id FROM speakers WHERE name = 'Триггер 2'",
      "UPDATE video_speakers SET video_id = video_id WHERE video_id = 'trigger'",
      "TRUNCATE video_speakers",
      "INSERT INTO video_topics (video_id, topic_id) SELECT 'trigger', id FROM topics WHERE name = 'Триггер 2'",
      "UPDATE video_topics SET video_id = video_id WHERE video_id = 'trigger'",
      "DELETE FROM video_topics WHERE video_id = 'trigger'",
      "TRUNCATE video_topics",
      "DELETE FROM video_speakers WHERE video_id = 'trigger'",
      "DELETE FROM videos WHERE id = 'trigger'",
      "DELETE FROM speakers WHERE name = 'Триггер 2'",
      "DELETE FROM topics WHERE name = 'Триггер 2'",
      "DELETE FROM channels WHERE name = 'Триггер'",
    ];
    for (const statement of statements) {
      const before = await readCatalogVersion(t.db);
      await sql.raw(statement).execute(t.db);
      expect(await readCatalogVersion(t.db), statement).toBeGreaterThan(before);
    }
  });

  it("not when the writer's transaction rolls back, nor with a write elsewhere", async () => {
    const before = await readCatalogVersion(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await addOption(trx, "topics", "Откат");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await t.db.insertInto("users").defaultValues().execute();
    expect(await readCatalogVersion(t.db)).toBe(before);
  });
});

describe("the catalog write repository", () => {
  it("inserts a video with its speakers and topics, and browse shows it", async () => {
    await insertVideo(t.db, video("w-1", { speakers: ["Анна", "Борис"], topics: ["Еда", "Путешествия"] }));
    expect(await linksOf("w-1")).toEqual({ speakers: ["Анна", "Борис"], topics: ["Еда", "Путешествия"] });
    expect(await browsed("w-1")).toMatchObject({
      title: "Видео w-1",
      channelName: "Канал",
      speakers: ["Анна", "Борис"],
      tags: ["Еда", "Путешествия"],
    });
  });

  it("refuses a video with an unknown speaker or topic, inserting nothing", async () => {
    const failure = await insertVideo(t.db, video("w-2", { topics: ["Нет такой темы"] })).catch((e) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ statusCode: 400, code: "unknown_topic" });
    expect(failure.message).toContain("Нет такой темы");
    expect(
      await t.db.selectFrom("videos").select("id").where("id", "=", "w-2").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("updates the given fields and replaces the links given", async () => {
    await insertVideo(t.db, video("w-3"));
    expect(await updateVideo(t.db, "w-3", { title: "Новое название", speakers: ["Борис"] })).toBe(true);
    expect(await linksOf("w-3")).toEqual({ speakers: ["Борис"], topics: ["Еда"] });
    expect(await browsed("w-3")).toMatchObject({
      title: "Новое название",
      speakers: ["Борис"],
      tags: ["Еда"],
    });
    expect(await updateVideo(t.db, "w-3", { visible: false, topics: [] })).toBe(true);
    expect(await linksOf("w-3")).toEqual({ speakers: ["Борис"], topics: [] });
    expect(await browsed("w-3")).toBeUndefined();
    expect(await updateVideo(t.db, "no-such-video", { title: "x" })).toBe(false);
  });

  it("deletes a video with its links", async () => {
    await insertVideo(t.db, video("w-4"));
    expect(await deleteVideo(t.db, "w-4")).toBe(true);
    expect(await linksOf("w-4")).toEqual({ speakers: [], topics: [] });
    expect(await browsed("w-4")).toBeUndefined();
    expect(await deleteVideo(t.db, "w-4")).toBe(false);
  });

  it("adds options once and removes only those no video uses", async () => {
    expect(await addOption(t.db, "topics", "Спорт")).toEqual(expect.any(Number));
    expect(await addOption(t.db, "topics", "Спорт")).toBeNull();
    expect(await addOption(t.db, "speakers", "Вера")).toEqual(expect.any(Number));
    expect(await addOption(t.db, "speakers", "Вера")).toBeNull();
    expect(await addChannel(t.db, { name: "Второй канал", url: "https://example.com" })).toEqual(
      expect.any(Number),
    );
    expect(await addChannel(t.db, { name: "Второй канал" })).toBeNull();

    await insertVideo(t.db, video("w-5", { speakers: ["Вера"], topics: ["Спорт"] }));
    expect(await removeOption(t.db, "topics", "Спорт")).toBe("in_use");
    expect(await removeOption(t.db, "speakers", "Вера")).toBe("in_use");
    expect(await removeOption(t.db, "channels", "Канал")).toBe("in_use");
    await deleteVideo(t.db, "w-5");
    expect(await removeOption(t.db, "topics", "Спорт")).toBe("removed");
    expect(await removeOption(t.db, "speakers", "Вера")).toBe("removed");
    expect(await removeOption(t.db, "channels", "Второй канал")).toBe("removed");
    expect(await removeOption(t.db, "topics", "Спорт")).toBe("not_found");
    expect(await removeOption(t.db, "speakers", "Вера")).toBe("not_found");
    expect(await removeOption(t.db, "channels", "Второй канал")).toBe("not_found");
  });
});
