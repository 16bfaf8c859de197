import { readFileSync } from "node:fs";
import path from "node:path";
import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, adminClient, signedUpClient } from "@tests/factories/users";
import { adminVideosBy } from "@tests/setup/admin-videos";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { downloadPlanner, type PlannerLog, uploadPlanner } from "@tests/setup/content-planner";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { auditResponseSchema } from "../../../../shared/contracts/admin";
import { browseVideosResponseSchema } from "../../../../shared/contracts/browse";
import { catalogAdminRoutes } from "../../../../shared/contracts/catalog-admin";
import { contentPlannerRoutes } from "../../../../shared/contracts/content-planner";
import { readCatalogVersion } from "../../catalog-index/index";
import { lockCatalogWritesDeferred } from "../catalog-write-repository";
import { PlannerCatalog } from "./planner-catalog";
import { createInOneStatement } from "./planner-row-writes";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let admin: TestClient;
let learner: TestClient;
let visitor: TestClient;

const DEMO_CSV = readFileSync(path.resolve("media/demo/content-planner.csv"));

beforeAll(async () => {
  admin = await adminClient(t);
  learner = await signedUpClient(t, "Ivan", "ivan@example.com");
  visitor = new TestClient(t.app);
});

async function browseTitles(text: string): Promise<string[]> {
  return (
    await visitor.getOk(
      `/api/browse/videos?text=${encodeURIComponent(text)}&sort=new`,
      browseVideosResponseSchema,
    )
  ).videos.map((v) => v.title);
}

const rowLine = (log: PlannerLog, row: number) =>
  log.lines.filter((l) => l.startsWith(`row ${row} `) || l.startsWith(`row ${row}:`));

describe("the content planner calls", () => {
  it("are for admins only: 401 for a visitor, 403 for a learner, before the file is read", async () => {
    for (const [client, status] of [
      [visitor, 401],
      [learner, 403],
    ] as const) {
      const download = await client.get(contentPlannerRoutes.download);
      expect(download.statusCode).toBe(status);
      expect(download.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
      const upload = await uploadPlanner(client, DEMO_CSV);
      expect(upload.statusCode).toBe(status);
    }
    expect((await adminVideosBy(admin, "onPlatformId")).size).toBe(0);
  });

  it("refuses a planner with an 8 MB title or a huge header before building a row, writing nothing", async () => {
    const header = "PublishDate,mins,secs,Channel,Video Name on Youtube,Level,Access,Youtube Link";
    const row = (title: string) =>
      `17.03.2024,14,46,InhaleRussian,${title},Beginner 1,Free,https://youtu.be/WL_T6kPjaog`;
    for (const [file, sentence] of [
      [`${header}\n${row("x".repeat(8 * 1024 * 1024))}\n`, "row 2 is longer than 100,000 characters"],
      [`${header}${",h".repeat(500_000)}\n${row("Oath")}\n`, "row 1 is longer than 100,000 characters"],
    ] as const) {
      const upload = await uploadPlanner(admin, file);
      expect(upload.statusCode).toBe(400);
      expect(JSON.parse(upload.body)).toEqual({
        error: `The file is not valid CSV: ${sentence}.`,
        code: "invalid_csv",
      });
    }
    expect((await adminVideosBy(admin, "onPlatformId")).size).toBe(0);
  });

  it("refuses an upload without a file with the page's sentence", async () => {
    const response = await admin.post(contentPlannerRoutes.upload, {});
    expectApiError(response, 400, { error: "Please select a file first.", code: "missing_file" });
  });
});

describe("uploading the team's planner", () => {
  it("creates every row the platform is to show, with new channels, speakers and topics logged", async () => {
    const before = await readCatalogVersion(t.db);
    const log = await uploadPlanner(admin, DEMO_CSV, { dryRun: false });
    expect(log.statusCode).toBe(200);
    expect(log.contentType).toBe("text/plain; charset=utf-8");
    expect(log.lines[0]).toBe("Content planner: 27 rows.");
    expect(rowLine(log, 2)).toEqual([
      "row 2 (Yrfm39Pd5wg) “Traditional Russian Breakfast”: created; new channel “ComprehensibleRussian”; new speaker “Inna (Comprehensible Russian)”; new topic “Food & kitchen”",
    ]);
    expect(rowLine(log, 3)).toEqual([
      "row 3 (rqa4tevlkkY) “About me #17 Where are you from”: created; new topics “Geography”, “Conversation”",
    ]);
    expect(log.lines.at(-1)).toBe(
      "Done: 27 rows read, 27 created, 0 updated, 0 unchanged, 0 skipped, 0 deleted, 0 refused, 0 file failures.",
    );
    // The version moves once for the whole upload, not once per row.
    expect(await readCatalogVersion(t.db)).toBe(before + 1);

    const videos = await adminVideosBy(admin, "onPlatformId");
    expect(videos.size).toBe(27);
    const vasilisa = videos.get("IedoOtfOdPY");
    expect(vasilisa).toMatchObject({
      title: "Vasilisa the Beautiful pt. 2 (Beginner Russian Comprehensible Input)",
      duration: 886,
      level: "Beginner 1",
      premium: false,
      visible: true,
      channelName: "InhaleRussian",
      speakers: ["Nikita (Inhale Russian)"],
      tags: ["Stories"],
      thumbnailUrl: "https://i.ytimg.com/vi/IedoOtfOdPY/hqdefault.jpg",
    });
    expect(vasilisa?.uploadDate.slice(0, 10)).toBe("2024-09-12");
    expect(videos.get("ucQpTy-bC3o")?.premium).toBe(true);
    expect(videos.get("FtOwRXf-hhU")?.speakers.sort()).toEqual([
      "Inna (Comprehensible Russian)",
      "Nikita (Inhale Russian)",
    ]);
    // Learners find them on /browse at once.
    expect(await browseTitles("Vasilisa")).toEqual([
      "Vasilisa the Beautiful pt. 2 (Beginner Russian Comprehensible Input)",
    ]);

    const audit = auditResponseSchema.parse((await admin.get("/api/admin/audit")).json());
    expect(audit.entries[0]).toMatchObject({ action: "planner.upload", actorEmail: "admin@example.com" });
  });

  it("downloads the whole catalog as the planner, and the same file uploaded back changes nothing", async () => {
    await createVideo(t.db, {
      id: "skrytoe",
      title: "Скрытое видео, с запятой",
      platform: "file",
      onPlatformId: "skrytoe.webm",
      visible: false,
      premium: true,
      speakers: ["Анна"],
      topics: ["Еда, напитки", "Быт"],
      description: "Описание\nв две строки",
      uploadDate: new Date(Date.now() + 5 * 24 * 3600 * 1000),
    });
    await t.app.catalog.refresh();
    const download = await downloadPlanner(admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(download.headers["content-disposition"]).toContain('filename="content_planner.csv"');
    expect(download.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = download.rawPayload.toString("utf8");
    expect(text).toContain("Скрытое видео, с запятой");

    const before = await readCatalogVersion(t.db);
    const log = await uploadPlanner(admin, download.rawPayload);
    expect(log.lines.filter((l) => l.startsWith("row ") && !l.endsWith(": unchanged"))).toEqual([]);
    expect(log.lines.at(-1)).toBe(
      "Done: 28 rows read, 0 created, 0 updated, 28 unchanged, 0 skipped, 0 deleted, 0 refused, 0 file failures.",
    );
    expect(await readCatalogVersion(t.db)).toBe(before);
  });
});

describe("a planner with good and bad rows", () => {
  const header =
    "PublishDate,Publish Week Day,mins,secs,Channel,Video Name on Youtube,Level,Access,Youtube Link,Upload to platform,Tags,Speaker,Delete";
  const file = [
    header,
    "17.03.2024,Sunday,5,30,inhalerussian,Новое видео,Beginner 2,Free,https://www.youtube.com/shorts/AAAAAAAAAA1,TRUE,Stories,Новый Спикер,",
    "18.03.2024,Monday,5,30,InhaleRussian,Bad level,Beginer 1,Free,https://youtu.be/AAAAAAAAAA2,TRUE,Stories,Nikita (Inhale Russian),",
    "19.03.2024,Tuesday,5,30,InhaleRussian,,Beginner 1,Free,https://youtu.be/AAAAAAAAAA3,TRUE,Stories,Nikita (Inhale Russian),",
    "31.02.2024,Thursday,5,30,InhaleRussian,Impossible date,Beginner 1,Free,https://youtu.be/AAAAAAAAAA4,TRUE,Stories,Nikita (Inhale Russian),",
    "20.03.2024,Wednesday,5,30,InhaleRussian,Not for us,Beginner 1,Free,https://youtu.be/AAAAAAAAAA5,FALSE,Stories,Nikita (Inhale Russian),",
    "21.03.2024,Thursday,6,0,InhaleRussian,The same again,Beginner 1,Free,https://youtu.be/AAAAAAAAAA1?si=x,TRUE,Stories,Nikita (Inhale Russian),",
    ",,,,,,,,https://www.youtube.com/watch?v=Yrfm39Pd5wg,TRUE,,,YES",
    '15.04.2021,Thursday,2,17,ComprehensibleRussian,About me #17 Where are you from?,Beginner 0,Premium,https://youtu.be/rqa4tevlkkY,TRUE,"Geography, Conversation",Inna (Comprehensible Russian),',
  ].join("\r\n");

  const expectedRows = [
    "row 2 (AAAAAAAAAA1) “Новое видео”: created; new speaker “Новый Спикер”",
    'row 3 (AAAAAAAAAA2): refused: level "Beginer 1" is not one of Beginner 0, Beginner 1, Beginner 2, Intermediate 1, Intermediate 2, Advanced, Native',
    "row 4 (AAAAAAAAAA3): refused: the title is missing",
    'row 5 (AAAAAAAAAA4): refused: publish date "31.02.2024" is not a date: write it as 17.03.2024 or 2024-03-17',
    "row 6 (AAAAAAAAAA5): skipped: not for the platform",
    "row 7 (AAAAAAAAAA1): refused: the same video is in row 2; only that row is applied",
    "row 8 (Yrfm39Pd5wg) “Traditional Russian Breakfast”: deleted",
    "row 9 (rqa4tevlkkY) “About me #17 Where are you from?”: updated: title “About me #17 Where are you from” → “About me #17 Where are you from?”, premium no → yes",
  ];
  const summary =
    "Done: 8 rows read, 1 created, 1 updated, 0 unchanged, 1 skipped, 1 deleted, 4 refused, 0 file failures.";

  it("checks only, with the same log, and writes nothing", async () => {
    const before = await adminVideosBy(admin, "onPlatformId");
    const version = await readCatalogVersion(t.db);
    const log = await uploadPlanner(admin, file, { dryRun: true });
    expect(log.statusCode).toBe(200);
    expect(log.lines).toEqual([
      "Content planner: 8 rows. Check only: nothing is written.",
      "Ignored columns: Publish Week Day.",
      ...expectedRows,
      summary,
    ]);
    expect(await adminVideosBy(admin, "onPlatformId")).toEqual(before);
    expect(await readCatalogVersion(t.db)).toBe(version);
    const speakers = await admin.get(catalogAdminRoutes.speakers);
    expect(speakers.body).not.toContain("Новый Спикер");
  });

  it("applies each good row on its own and refuses the bad ones, each with its reason", async () => {
    const log = await uploadPlanner(admin, file);
    expect(log.lines).toEqual([
      "Content planner: 8 rows.",
      "Ignored columns: Publish Week Day.",
      ...expectedRows,
      summary,
    ]);
    const videos = await adminVideosBy(admin, "onPlatformId");
    expect(videos.get("AAAAAAAAAA1")).toMatchObject({
      title: "Новое видео",
      channelName: "InhaleRussian",
      duration: 330,
      speakers: ["Новый Спикер"],
    });
    for (const id of ["AAAAAAAAAA2", "AAAAAAAAAA3", "AAAAAAAAAA4", "AAAAAAAAAA5", "Yrfm39Pd5wg"])
      expect(videos.has(id)).toBe(false);
    expect(videos.get("rqa4tevlkkY")).toMatchObject({
      title: "About me #17 Where are you from?",
      premium: true,
    });
    expect(await browseTitles("Новое видео")).toEqual(["Новое видео"]);

    // The same file again: what was applied is now unchanged, the deleted row has nothing to delete.
    const again = await uploadPlanner(admin, file);
    expect(again.lines).toContain("row 2 (AAAAAAAAAA1) “Новое видео”: unchanged");
    expect(again.lines).toContain("row 8 (Yrfm39Pd5wg): skipped: not in the catalog, nothing to delete");
    expect(again.lines).toContain("row 9 (rqa4tevlkkY) “About me #17 Where are you from?”: unchanged");
  });

  it("refuses a file without a required column as a whole, writing nothing", async () => {
    const before = await adminVideosBy(admin, "onPlatformId");
    const noLevel = file.replace(",Level,", ",Grade,");
    const response = await uploadPlanner(admin, noLevel);
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body);
    expect(body.code).toBe("missing_column");
    expect(body.error).toContain("Level");
    expect(await adminVideosBy(admin, "onPlatformId")).toEqual(before);
  });
});

describe("the catalog a run holds", () => {
  it("is read again under the write lock when another writer moved the version since", async () => {
    const catalog = await PlannerCatalog.load(t.db);
    const id = await createVideo(t.db, { onPlatformId: "OtHeRwRiTe1", channel: "Someone else's" });
    expect(catalog.videoFor({ youtubeId: "OtHeRwRiTe1" })).toBeUndefined();
    await t.db
      .transaction()
      .execute(async (trx) => catalog.catchUp(trx, await lockCatalogWritesDeferred(trx)));
    expect(catalog.videoFor({ youtubeId: "OtHeRwRiTe1" })?.id).toBe(id);
    expect(catalog.names.find("channels", "SOMEONE ELSE'S")?.name).toBe("Someone else's");
  });

  it("holds only the videos the rows name, and every id in use, read again after another writer", async () => {
    const named = await createVideo(t.db, { onPlatformId: "NaMeDrOw001" });
    const other = await createVideo(t.db, { onPlatformId: "NoTnAmEd001" });
    const catalog = await PlannerCatalog.load(t.db, [
      { youtubeId: "NaMeDrOw001" },
      { youtubeId: "LaTeRwRiTe1" },
    ]);
    expect(catalog.videoFor({ youtubeId: "NaMeDrOw001" })?.id).toBe(named);
    expect(catalog.videoFor({ youtubeId: "NoTnAmEd001" })).toBeUndefined();
    expect(catalog.takenIds.has(other)).toBe(true);

    const later = await createVideo(t.db, { onPlatformId: "LaTeRwRiTe1" });
    await t.db
      .transaction()
      .execute(async (trx) => catalog.catchUp(trx, await lockCatalogWritesDeferred(trx)));
    expect(catalog.videoFor({ youtubeId: "LaTeRwRiTe1" })?.id).toBe(later);
    expect(catalog.takenIds.has(later)).toBe(true);
  });

  it("writes nothing in the one-statement path when the version moved since the run read it", async () => {
    const catalog = await PlannerCatalog.load(t.db);
    const row = {
      youtubeId: "OnEsTaTeMe1",
      videoId: null,
      title: "Одним запросом",
      level: "Beginner 1" as const,
      premium: false,
      publishDate: "2025-02-01",
      durationSeconds: 60,
      channel: "InhaleRussian",
      speakers: [],
      topics: [],
    };
    await createVideo(t.db, { onPlatformId: "MoVeDvErSn1" }); // another writer: the version moves
    expect(await createInOneStatement(t.db, catalog, row, { sources: {}, written: [] })).toBeNull();
    expect((await adminVideosBy(admin, "onPlatformId")).has("OnEsTaTeMe1")).toBe(false);

    await t.db
      .transaction()
      .execute(async (trx) => catalog.catchUp(trx, await lockCatalogWritesDeferred(trx)));
    const before = await readCatalogVersion(t.db);
    const created = await createInOneStatement(t.db, catalog, row, { sources: {}, written: [] });
    expect(created?.outcome).toBe("created");
    expect((await adminVideosBy(admin, "onPlatformId")).get("OnEsTaTeMe1")?.title).toBe("Одним запросом");
    // Deferred: the run moves the version once at its end, not this statement.
    expect(await readCatalogVersion(t.db)).toBe(before);
  });
});
