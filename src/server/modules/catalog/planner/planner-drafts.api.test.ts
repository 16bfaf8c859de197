import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, adminClient, signedUpClient } from "@tests/factories/users";
import { adminVideosBy } from "@tests/setup/admin-videos";
import type { TestClient } from "@tests/setup/client";
import { downloadPlanner, uploadPlanner } from "@tests/setup/content-planner";
import { setupTestApp, type TestApp } from "@tests/setup/test-app";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browseVideosResponseSchema } from "../../../../shared/contracts/browse";
import { type AdminVideo, catalogAdminRoutes } from "../../../../shared/contracts/catalog-admin";

/*
 * Planner drafts and the lengths from YouTube's Data API (docs/content-planner.md "Drafts",
 * "Lengths from YouTube"), the download's formula guard and the rows' limits, through the real
 * upload and a real `videos.list` server on loopback.
 */

const HEADER = "PublishDate,mins,secs,Channel,Video Name on Youtube,Level,Access,Youtube Link";
/** An 11-character YouTube id per number. */
const ytId = (n: number) => `Yt${String(n).padStart(9, "0")}`;
const link = (n: number) => `https://www.youtube.com/watch?v=${ytId(n)}`;
const planner = (rows: string[]) => `${HEADER}\n${rows.join("\n")}\n`;

async function browseTitles(client: TestClient, text: string): Promise<string[]> {
  const response = await client.get(`/api/browse/videos?text=${encodeURIComponent(text)}&sort=new`);
  expect(response.statusCode, response.body).toBe(200);
  return browseVideosResponseSchema
    .parse(response.json())
    .videos.map((v) => v.title)
    .sort();
}

/** A server speaking YouTube's `videos.list` on loopback; it records each call's ids. */
function fakeYoutube(known: (id: string) => boolean) {
  const calls: { ids: string[]; part: string | null; key: string | null }[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/youtube/v3/videos") {
      response.writeHead(404).end();
      return;
    }
    const ids = (url.searchParams.get("id") ?? "").split(",").filter(Boolean);
    calls.push({ ids, part: url.searchParams.get("part"), key: url.searchParams.get("key") });
    const items = ids.filter(known).map((id) => ({
      kind: "youtube#video",
      id,
      snippet: {
        title: `Title of ${id}`,
        thumbnails: {
          default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
          maxres: { url: `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`, width: 1280, height: 720 },
        },
      },
      contentDetails: { duration: "PT4M13S", dimension: "2d" },
    }));
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ kind: "youtube#videoListResponse", items }));
  });
  return {
    calls,
    server,
    start: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("a planner without YOUTUBE_API_KEY: rows lacking length or level become drafts", () => {
  const t: TestApp = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
  let admin: TestClient;
  let learner: TestClient;
  beforeAll(async () => {
    admin = await adminClient(t);
    learner = await signedUpClient(t, "Ivan", "ivan@example.com");
  });

  const first = planner([
    `17.03.2024,,,Канал,Черновик без длины,Beginner 1,Free,${link(1)}`,
    `17.03.2024,4,13,Канал,Черновик без уровня,,Free,${link(2)}`,
    `17.03.2024,4,13,Канал,Черновик полный,Beginner 1,Free,${link(3)}`,
  ]);

  it("says in Check only which rows would be drafts and why, writing nothing", async () => {
    const log = await uploadPlanner(admin, first, { dryRun: true });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.lines, log.body).toContain(
      `row 2 (${ytId(1)}) “Черновик без длины”: created; new channel “Канал”; a draft, kept from learners: the length is missing (no YOUTUBE_API_KEY is set to look it up)`,
    );
    expect(log.lines, log.body).toContain(
      `row 3 (${ytId(2)}) “Черновик без уровня”: created; a draft, kept from learners: the level is missing`,
    );
    expect(log.lines.at(-1)).toBe(
      "Done: 3 rows read, 3 created, 0 updated, 0 unchanged, 0 skipped, 0 deleted, 0 refused, 0 file failures, 2 drafts.",
    );
    expect((await adminVideosBy(admin, "onPlatformId")).size).toBe(0);
  });

  it("stores the drafts, keeps them from learners everywhere, and lists them for admins with what is missing", async () => {
    const log = await uploadPlanner(admin, first);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.lines.at(-1)).toContain("3 created");
    expect(log.lines.at(-1)).toContain("2 drafts");

    const videos = await adminVideosBy(admin, "onPlatformId");
    expect(videos.get(ytId(1))?.missing).toEqual(["length"]);
    expect(videos.get(ytId(2))?.missing).toEqual(["level"]);
    expect(videos.get(ytId(3))?.missing).toEqual([]);

    expect(await browseTitles(learner, "Черновик")).toEqual(["Черновик полный"]);
    expect(await browseTitles(admin, "Черновик")).toHaveLength(3);
    for (const n of [1, 2]) {
      const id = videos.get(ytId(n))?.id as string;
      expect((await learner.get(`/api/video/${id}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/video/${id}`)).statusCode).toBe(200);
    }
  });

  it("completes the drafts with a later upload that has the values", async () => {
    const log = await uploadPlanner(
      admin,
      planner([
        `17.03.2024,4,13,Канал,Черновик без длины,Beginner 1,Free,${link(1)}`,
        `17.03.2024,4,13,Канал,Черновик без уровня,Intermediate 1,Free,${link(2)}`,
        `17.03.2024,,,Канал,Черновик полный,,Free,${link(3)}`,
      ]),
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(log.lines, log.body).toContain(
      `row 2 (${ytId(1)}) “Черновик без длины”: updated: length missing → 4:13; complete: shown to learners`,
    );
    expect(log.lines, log.body).toContain(
      `row 3 (${ytId(2)}) “Черновик без уровня”: updated: level missing → Intermediate 1; complete: shown to learners`,
    );
    // Empty cells keep what a complete video has: nothing to change, no draft.
    expect(log.lines, log.body).toContain(`row 4 (${ytId(3)}) “Черновик полный”: unchanged`);
    const videos = await adminVideosBy(admin, "onPlatformId");
    expect([1, 2, 3].map((n) => videos.get(ytId(n))?.missing)).toEqual([[], [], []]);
    expect(videos.get(ytId(1))?.duration).toBe(253);
    expect(await browseTitles(learner, "Черновик")).toHaveLength(3);
  });

  it("lets an admin's edit complete a draft", async () => {
    await uploadPlanner(admin, planner([`17.03.2024,,,Канал,Правка черновика,Beginner 2,Free,${link(4)}`]));
    const draft = (await adminVideosBy(admin, "onPlatformId")).get(ytId(4)) as AdminVideo;
    expect(draft.missing).toEqual(["length"]);
    expect(await browseTitles(learner, "Правка")).toEqual([]);
    const response = await admin.post(catalogAdminRoutes.videoUpdate, {
      videoId: draft.id,
      title: draft.title,
      description: "",
      uploadDate: draft.uploadDate,
      onPlatformId: draft.onPlatformId,
      channelId: draft.channelId,
      duration: "5:00",
      premium: false,
      visible: true,
      speakers: ["Анна"],
      level: "Beginner 2",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await adminVideosBy(admin, "onPlatformId")).get(ytId(4))?.missing).toEqual([]);
    expect(await browseTitles(learner, "Правка")).toEqual(["Правка черновика"]);
  });

  it("refuses a row over the admin form's limits with the reason, storing nothing of it", async () => {
    const log = await uploadPlanner(
      admin,
      planner([`17.03.2024,4,13,Канал,${"Д".repeat(5_000)},Beginner 1,Free,${link(5)}`]),
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(log.lines, log.body).toContain(
      `row 2 (${ytId(5)}): refused: the title has 5,000 characters; at most 300 are allowed`,
    );
    expect((await adminVideosBy(admin, "onPlatformId")).has(ytId(5))).toBe(false);
  });

  it("downloads titles that start like formulas as text, and reads them back unchanged", async () => {
    // Titles a planner can hold (a cell is trimmed, so a tab or CR cannot start one there) …
    const planned = ['=HYPERLINK("http://evil.example")', "+1+1", "-2", "@SUM(A1)"];
    const rows = planned.map(
      (title, i) => `17.03.2024,1,0,Канал,"${title.replaceAll('"', '""')}",Beginner 1,Free,${link(100 + i)}`,
    );
    expect((await uploadPlanner(admin, planner(rows))).statusCode).toBe(200);
    // … and ones an admin's form can.
    for (const [i, title] of ["\tTab", "\rReturn"].entries())
      await createVideo(t.db, { title, onPlatformId: ytId(110 + i), uploadDate: new Date("2024-01-01") });

    const download = await downloadPlanner(admin);
    expect(download.statusCode).toBe(200);
    const records: string[][] = parse(download.rawPayload.toString("utf8").replace(/^\uFEFF/, ""), {
      relax_column_count: true,
    });
    const titleColumn = (records[0] as string[]).indexOf("Video Name on Youtube");
    const written = records.slice(1).map((r) => r[titleColumn]);
    for (const title of [...planned, "\tTab", "\rReturn"]) expect(written).toContain(`'${title}`);
    expect(written).not.toContain(planned[0]);

    const again = await uploadPlanner(admin, download.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    for (const i of planned.keys())
      expect(again.lines, again.body).toContainEqual(
        expect.stringMatching(new RegExp(`^row \\d+ \\(${ytId(100 + i)}\\) “.*”: unchanged$`)),
      );
    expect(
      again.lines.some((line) => line.includes(`“'`)),
      again.body,
    ).toBe(false);
  });
});

describe("a planner with a YouTube Data API: lengths looked up, 50 ids a call, cached", () => {
  const youtube = fakeYoutube((id) => id !== ytId(60));
  let port = 0;
  beforeAll(async () => {
    port = await youtube.start();
  });
  afterAll(() => youtube.stop());
  const t = setupTestApp(() => ({
    adminEmails: [ADMIN_EMAIL],
    youtubeApiKey: "test-key",
    youtubeApiUrl: `http://127.0.0.1:${port}/youtube/v3`,
  }));
  const sixty = planner(
    Array.from({ length: 60 }, (_, i) => `17.03.2024,,,Канал,Видео ${i + 1},Beginner 1,Free,${link(i + 1)}`),
  );

  it("fills the lengths with one call per 50 ids, and Check only then Upload asks once", async () => {
    const admin = await adminClient(t);
    const check = await uploadPlanner(admin, sixty, { dryRun: true });
    expect(check.statusCode, check.body).toBe(200);
    expect(youtube.calls.map((c) => c.ids.length)).toEqual([50, 10]);
    expect(youtube.calls[0]).toMatchObject({ part: "contentDetails,snippet", key: "test-key" });
    expect(new Set(youtube.calls.flatMap((c) => c.ids)).size).toBe(60);

    const log = await uploadPlanner(admin, sixty);
    expect(log.statusCode, log.body).toBe(200);
    // The answers were cached: the upload asks only for the id YouTube did not know.
    expect(youtube.calls.map((c) => c.ids)).toEqual([expect.any(Array), expect.any(Array), [ytId(60)]]);
    expect(log.lines, log.body).toContain(
      `row 2 (${ytId(1)}) “Видео 1”: created; new channel “Канал”; length from YouTube`,
    );
    expect(log.lines, log.body).toContain(
      `row 61 (${ytId(60)}) “Видео 60”: created; a draft, kept from learners: the length is missing (YouTube has no public video with this id)`,
    );
    expect(log.lines.at(-1)).toContain("60 created");
    expect(log.lines.at(-1)).toContain("1 draft.");

    const videos = await adminVideosBy(admin, "onPlatformId");
    expect(videos.get(ytId(1))).toMatchObject({
      duration: 253,
      missing: [],
      thumbnailUrl: `https://i.ytimg.com/vi/${ytId(1)}/maxresdefault.jpg`,
    });
    expect(videos.get(ytId(60))?.missing).toEqual(["length"]);
  });
});

describe("a planner while YouTube's Data API is down: drafts, no failure", () => {
  let port = 0;
  beforeAll(async () => {
    // A port that was just free: nothing answers there.
    const closed = createServer();
    port = await new Promise<number>((resolve) =>
      closed.listen(0, "127.0.0.1", () => resolve((closed.address() as AddressInfo).port)),
    );
    await new Promise<void>((resolve) => closed.close(() => resolve()));
  });
  const t = setupTestApp(() => ({
    adminEmails: [ADMIN_EMAIL],
    youtubeApiKey: "test-key",
    youtubeApiUrl: `http://127.0.0.1:${port}/youtube/v3`,
  }));

  it("stores the rows as drafts and says why", async () => {
    const admin = await adminClient(t);
    const log = await uploadPlanner(
      admin,
      planner([
        `17.03.2024,,,Канал,Без длины,Beginner 1,Free,${link(1)}`,
        `17.03.2024,1,5,Канал,С длиной,Beginner 1,Free,${link(2)}`,
      ]),
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(log.lines, log.body).toContain(
      "YouTube's Data API failed: YouTube's Data API could not be reached. The rows without a length become drafts.",
    );
    expect(log.lines, log.body).toContain(
      `row 2 (${ytId(1)}) “Без длины”: created; new channel “Канал”; a draft, kept from learners: the length is missing (YouTube could not be asked: YouTube's Data API could not be reached)`,
    );
    expect(log.lines, log.body).toContain(`row 3 (${ytId(2)}) “С длиной”: created`);
    const videos = await adminVideosBy(admin, "onPlatformId");
    expect(videos.get(ytId(1))?.missing).toEqual(["length"]);
  });
});
