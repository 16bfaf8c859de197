import { createVideo } from "@tests/factories/catalog";
import { logOffPlatformTime } from "@tests/factories/learner-input";
import { dailyTotalsOf, newVisitor, watchTimeMsOf } from "@tests/factories/users";
import { applyCredit } from "@tests/factories/watch-time";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { multipartBody } from "@tests/setup/multipart";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { playlistsRoutes } from "../../../shared/contracts/playlists";
import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

const TZ = "Europe/Moscow";
const t = setupTestApp();

const day = (n: number) => addDays(localDateOf(Date.now(), TZ), -n);

const visitor = () => newVisitor(t, TZ);

/** Uploads `csv` as the multipart field `file`, the way a browser's form does. */
function upload(client: TestClient, csv: string, field = "file") {
  const { body, headers } = multipartBody([
    { name: field, filename: "input.csv", contentType: "text/csv", data: csv },
  ]);
  return client.post("/api/user/off-platform-import", body, headers);
}

const totalMs = (userId: string) => watchTimeMsOf(t.db, userId);

describe("POST /api/user/off-platform-import", () => {
  it("imports every row of a valid file in one go, each on its start date", async () => {
    const { client, user } = await visitor();
    const csv = [
      "startDate,startTime,minutes,comment",
      `${day(3)},08:00,30,Podcast`,
      `${day(2)},21:15,45,"Film, with subtitles"`,
      "",
      `${day(2)},07:00,15,`,
    ].join("\n");
    const response = await upload(client, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, count: 3, watchTimeSeconds: 90 * 60 });
    expect(response.json().logs[0]).toMatchObject({
      startDate: day(2),
      startTime: "21:15",
      comment: "Film, with subtitles",
    });
    // An entry without endDate ends after its minutes: 21:15 + 45 min in Moscow.
    expect(response.json().logs[0].endDate).toBe(new Date(Date.parse(`${day(2)}T19:00:00Z`)).toISOString());
    const days = await dailyTotalsOf(t.db, user.id);
    expect(days.map((d) => [d.day, d.off_platform_ms])).toEqual([
      [day(3), 30 * 60_000],
      [day(2), 60 * 60_000],
    ]);
  });

  it("reads columns in any order, with an optional endDate", async () => {
    const { client } = await visitor();
    const csv = `comment,minutes,endDate,startTime,startDate\nwalk,20,${day(1)}T10:30,10:00,${day(1)}\n`;
    const response = await upload(client, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().logs[0]).toMatchObject({
      minutes: 20,
      endDate: `${day(1)}T07:30:00.000Z`,
      comment: "walk",
    });
  });

  it("imports nothing when any row is bad, and lists every bad row with its line", async () => {
    const { client, user } = await visitor();
    const csv = [
      "startDate,startTime,minutes,comment",
      `${day(3)},08:00,30,fine`,
      `${day(3)},25:00,30,bad time`,
      `${day(3)},09:00,0,no minutes`,
      `,09:00,10,no date`,
      `${day(3)},08:00,30,same as line 2`,
      `${day(3)},10:00,30,fine`,
      `${day(3)},11:00,30,"a ""quoted"" comment", extra cell`,
    ].join("\n");
    const response = await upload(client, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error:
        "4 rows have errors, so nothing was imported. Line 3: Start time must be a time written HH:MM (24-hour clock).",
      code: "invalid_import",
      rowErrors: [
        { line: 3, error: "Start time must be a time written HH:MM (24-hour clock)." },
        { line: 4, error: "Enter at least 1 minute." },
        { line: 5, error: "Please fill in all fields." },
        { line: 6, error: "This entry repeats line 2." },
      ],
    });
    expect(await totalMs(user.id)).toBe(0);
    expect((await client.get("/api/user/off-platform-logs")).json().logs).toEqual([]);
  });

  it("refuses rows already in the log, so importing a file twice counts it once", async () => {
    const { client, user } = await visitor();
    const csv = `startDate,startTime,minutes,comment\n${day(4)},08:00,30,\n${day(4)},09:00,30,\n`;
    expect((await upload(client, csv)).statusCode).toBe(200);
    const again = await upload(
      client,
      `startDate,startTime,minutes,comment\n${day(4)},10:00,5,\n${day(4)},09:00,30,\n`,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().rowErrors).toEqual([{ line: 3, error: "This entry is already in your log." }]);
    expect(await totalMs(user.id)).toBe(60 * 60_000);
  });

  it("refuses files that cannot be read, with a sentence", async () => {
    const { client } = await visitor();
    const cases: [string, string][] = [
      [
        "date,time\n2026-01-01,10:00\n",
        "The first line must name the columns startDate, startTime and minutes (comment and endDate are optional); missing: startDate, startTime, minutes.",
      ],
      ["startDate,startTime,minutes,comment\n", "The file has no entries to import."],
      [
        `startDate,startTime,minutes,comment\n${day(1)},10:00,5,"unclosed\n`,
        "The file is not valid CSV (near line 2): check its quotes and commas.",
      ],
      ["", "The file is empty: it needs a header and at least one entry."],
    ];
    for (const [csv, error] of cases) {
      const response = await upload(client, csv);
      expect(response.statusCode, csv).toBe(400);
      expect(response.json().error, csv).toBe(error);
    }
    const wrongField = await upload(client, `startDate,startTime,minutes\n${day(1)},10:00,5\n`, "upload");
    expect(wrongField.json().error).toBe("Please select a file first.");
    const tooMany = [
      "startDate,startTime,minutes",
      ...Array.from({ length: 5001 }, (_, i) => `${day(1)},00:00,${i + 1}`),
    ];
    expect((await upload(client, tooMany.join("\n"))).json().error).toBe(
      "A file can hold at most 5000 entries; split it into smaller files.",
    );
  });

  it("asks for a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/off-platform-import",
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/user/export", () => {
  async function learnerWithHistory() {
    const { client, user } = await visitor();
    const video = await createVideo(t.db, { title: '=HYPERLINK("evil")', durationSeconds: 600 });
    await applyCredit(t.db, { userId: user.id, videoId: video, ms: 90_000, day: day(2), position: 95 });
    await logOffPlatformTime(client, day(1), ["18:00", "19:00"], 40, "-news, then music");
    const note = await client.post("/api/user/journal", { date: day(1), text: "=1+1, понял почти всё" });
    expect(note.statusCode, note.body).toBe(200);
    const playlist = await client.post(playlistsRoutes.playlists, { name: "Кухня" });
    await client.post(playlistsRoutes.addVideo(playlist.json().id), { videoId: video });
    return { client, user, video };
  }

  it("downloads the whole history as JSON", async () => {
    const { client, video } = await learnerWithHistory();
    const response = await client.get("/api/user/export?format=json");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="ponyatno-progress-${day(0)}.json"`,
    );
    const body = response.json();
    expect(body.user).toMatchObject({ timezone: TZ, totalInputSeconds: 90 + 2400, dailyGoalMinutes: 15 });
    expect(body.dailyTotals).toEqual([
      { date: day(2), videoSeconds: 90, offPlatformSeconds: 0 },
      { date: day(1), videoSeconds: 0, offPlatformSeconds: 2400 },
    ]);
    expect(body.videos).toEqual([
      {
        videoId: video,
        title: '=HYPERLINK("evil")',
        watchedSeconds: 90,
        positionSeconds: 95,
        lastWatchedAt: expect.any(String),
      },
    ]);
    expect(body.offPlatformLogs).toEqual([
      {
        startDate: day(1),
        startTime: "18:00",
        endDate: `${day(1)}T16:00:00.000Z`,
        minutes: 40,
        comment: "-news, then music",
      },
    ]);
    expect(body.journal).toEqual([
      {
        date: day(1),
        text: "=1+1, понял почти всё",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(body.playlists).toEqual([
      { name: "Watch later", watchLater: true, videos: [] },
      { name: "Кухня", watchLater: false, videos: [{ videoId: video, title: '=HYPERLINK("evil")' }] },
    ]);
    expect((await client.get("/api/user/export")).headers["content-type"]).toMatch(/^application\/json/);
  });

  it("downloads one CSV with a section column, guarded against spreadsheet formulas", async () => {
    const { client, video } = await learnerWithHistory();
    const response = await client.get("/api/user/export?format=csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="ponyatno-progress-${day(0)}.csv"`,
    );
    expect(response.body.trim().split("\n")).toEqual([
      "section,date,videoSeconds,offPlatformSeconds,videoId,title,watchedSeconds,positionSeconds,lastWatchedAt,startDate,startTime,endDate,minutes,comment,text",
      `dailyTotal,${day(2)},90,0,,,,,,,,,,,`,
      `dailyTotal,${day(1)},0,2400,,,,,,,,,,,`,
      expect.stringMatching(
        new RegExp(`^video,,,,${video},"'=HYPERLINK\\(""evil""\\)",90,95,\\d{4}-.*Z,,,,,,$`),
      ),
      `offPlatformLog,${day(1)},,,,,,,,${day(1)},18:00,${day(1)}T16:00:00.000Z,40,"'-news, then music",`,
      `journal,${day(1)},,,,,,,,,,,,,"'=1+1, понял почти всё"`,
    ]);
  });

  it("imports its own CSV export into another account, off-platform rows only", async () => {
    const { client } = await learnerWithHistory();
    const csv = (await client.get("/api/user/export?format=csv")).body;
    const other = await visitor();
    const response = await upload(other.client, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ count: 1, watchTimeSeconds: 2400 });
    expect(response.json().logs[0]).toMatchObject({ minutes: 40, comment: "-news, then music" });
  });

  it("refuses an unknown format and asks for a session", async () => {
    const { client } = await visitor();
    const response = await client.get("/api/user/export?format=xml");
    expectApiError(response, 400, { error: "format must be csv or json.", code: "invalid_request" });
    expect((await t.app.inject({ method: "GET", url: "/api/user/export" })).statusCode).toBe(401);
  });
});
