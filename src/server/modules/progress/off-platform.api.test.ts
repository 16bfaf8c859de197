import { dailyTotalsOf, newVisitor, watchTimeMsOf } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

const TZ = "Europe/Moscow";
const t = setupTestApp();

const yesterday = () => addDays(localDateOf(Date.now(), TZ), -1);

const visitor = () => newVisitor(t, TZ);

function entry(overrides: Record<string, unknown> = {}) {
  return {
    startDate: yesterday(),
    startTime: "18:00",
    endDate: `${yesterday()}T19:00`,
    minutes: 60,
    comment: "Radio Mayak",
    ...overrides,
  };
}

async function totals(userId: string) {
  const total = await watchTimeMsOf(t.db, userId);
  const days = await dailyTotalsOf(t.db, userId);
  return { total, days: days.map((d) => [d.day, d.off_platform_ms]) };
}

describe("POST /api/user/off-platform-time", () => {
  it("logs an entry into total input and the day it started, and answers with the log and totals", async () => {
    const { client, user } = await visitor();
    const response = await client.post("/api/user/off-platform-time", entry());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ok: true, count: 1, watchTimeSeconds: 3600, watchTimeTodaySeconds: 0 });
    expect(body.logs).toEqual([
      {
        id: expect.any(String),
        startDate: yesterday(),
        startTime: "18:00",
        // 19:00 in Moscow is 16:00 UTC.
        endDate: `${yesterday()}T16:00:00.000Z`,
        minutes: 60,
        comment: "Radio Mayak",
      },
    ]);
    expect(await totals(user.id)).toEqual({ total: 3_600_000, days: [[yesterday(), 3_600_000]] });
    expect((await client.loadUser(TZ)).watchTimeSeconds).toBe(3600);
  });

  it("counts an entry on its start date even when it ends the next day, and lists newest first", async () => {
    const { client, user } = await visitor();
    const twoDaysAgo = addDays(yesterday(), -1);
    await client.post(
      "/api/user/off-platform-time",
      entry({ startDate: twoDaysAgo, startTime: "23:30", endDate: `${yesterday()}T00:30`, minutes: 60 }),
    );
    await client.post(
      "/api/user/off-platform-time",
      entry({ startTime: "07:15", endDate: `${yesterday()}T07:45Z`, minutes: 20, comment: "" }),
    );
    await client.post(
      "/api/user/off-platform-time",
      entry({ startTime: "09:00", endDate: `${yesterday()}T10:00`, minutes: 45 }),
    );
    const logs = (await client.get("/api/user/off-platform-logs")).json().logs;
    expect(
      logs.map((l: { startDate: string; startTime: string }) => `${l.startDate} ${l.startTime}`),
    ).toEqual([`${yesterday()} 09:00`, `${yesterday()} 07:15`, `${twoDaysAgo} 23:30`]);
    expect(await totals(user.id)).toEqual({
      total: 125 * 60_000,
      days: [
        [twoDaysAgo, 60 * 60_000],
        [yesterday(), 65 * 60_000],
      ],
    });
  });

  it("accepts the minutes as text, as a form sends them", async () => {
    const { client } = await visitor();
    const response = await client.post("/api/user/off-platform-time", entry({ minutes: "30" }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().logs[0].minutes).toBe(30);
  });

  it("refuses bad entries with a sentence and counts nothing", async () => {
    const { client, user } = await visitor();
    const { startDate: _s, ...noStart } = entry();
    const { endDate: _e, ...noEnd } = entry();
    const { minutes: _m, ...noMinutes } = entry();
    const cases: [Record<string, unknown>, string][] = [
      [noStart, "Please fill in all fields."],
      [noEnd, "Please fill in all fields."],
      [entry({ endDate: "" }), "Please fill in all fields."],
      [noMinutes, "Please fill in all fields."],
      [entry({ endDate: `${yesterday()}T18:00` }), "Start date must be before end date."],
      [entry({ endDate: `${yesterday()}T17:00` }), "Start date must be before end date."],
      [entry({ startDate: "01.05.2026" }), "Start date must be a date written YYYY-MM-DD."],
      [entry({ startTime: "6pm" }), "Start time must be a time written HH:MM (24-hour clock)."],
      [entry({ endDate: "tomorrow" }), "End date must be an ISO 8601 date-time."],
      [entry({ minutes: 0 }), "Enter at least 1 minute."],
      [entry({ minutes: 12.5 }), "Minutes must be a whole number."],
      [entry({ minutes: "a lot" }), "Minutes must be a whole number."],
      [
        entry({ minutes: 1441, endDate: `${addDays(yesterday(), 1)}T20:00` }),
        "One entry can hold at most 24 hours (1440 minutes).",
      ],
      [entry({ minutes: 61 }), "The minutes cannot be more than the time between start and end."],
      [
        entry({ startDate: addDays(yesterday(), 3), endDate: `${addDays(yesterday(), 3)}T19:00` }),
        "The start cannot be in the future.",
      ],
      [entry({ comment: "x".repeat(501) }), "A comment can have at most 500 characters."],
    ];
    await client.expectRefusals("/api/user/off-platform-time", cases);
    expect(await totals(user.id)).toEqual({ total: 0, days: [] });
  });

  it("refuses the same entry twice (a double click) with 409", async () => {
    const { client, user } = await visitor();
    const [first, second] = await Promise.all([
      client.post("/api/user/off-platform-time", entry()),
      client.post("/api/user/off-platform-time", entry()),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const refused = first?.statusCode === 409 ? first : second;
    expect(refused?.json()).toEqual({ error: "This entry is already in your log.", code: "duplicate_entry" });
    expect((await totals(user.id)).total).toBe(3_600_000);
  });

  it("asks for a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/off-platform-time",
      payload: entry(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/user/off-platform-log/delete", () => {
  it("deletes by id and takes the minutes back from the total and the day", async () => {
    const { client, user } = await visitor();
    const added = (await client.post("/api/user/off-platform-time", entry())).json();
    await client.post(
      "/api/user/off-platform-time",
      entry({ startTime: "20:00", endDate: `${yesterday()}T21:00`, minutes: 15 }),
    );
    const id = added.logs[0].id;
    const response = await client.post("/api/user/off-platform-log/delete", { id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, count: 1, watchTimeSeconds: 15 * 60 });
    expect(response.json().logs.map((l: { startTime: string }) => l.startTime)).toEqual(["20:00"]);
    expect(await totals(user.id)).toEqual({ total: 15 * 60_000, days: [[yesterday(), 15 * 60_000]] });
    const again = await client.post("/api/user/off-platform-log/delete", { id });
    expectApiError(again, 404, {
      error: "There is no such entry in your log: it may have been deleted already.",
      code: "not_found",
    });
  });

  it("deletes by startDate, startTime and minutes, as the web app sends them", async () => {
    const { client, user } = await visitor();
    await client.post("/api/user/off-platform-time", entry());
    const wrong = await client.post("/api/user/off-platform-log/delete", {
      startDate: yesterday(),
      startTime: "18:00",
      minutes: 59,
    });
    expect(wrong.statusCode).toBe(404);
    const response = await client.post("/api/user/off-platform-log/delete", {
      startDate: yesterday(),
      startTime: "18:00",
      minutes: 60,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().logs).toEqual([]);
    expect(await totals(user.id)).toEqual({ total: 0, days: [[yesterday(), 0]] });
  });

  it("never deletes another learner's entry", async () => {
    const owner = await visitor();
    const other = await visitor();
    const id = (await owner.client.post("/api/user/off-platform-time", entry())).json().logs[0].id;
    expect((await other.client.post("/api/user/off-platform-log/delete", { id })).statusCode).toBe(404);
    expect((await totals(owner.user.id)).total).toBe(3_600_000);
  });

  it("refuses a request that names no entry", async () => {
    const { client } = await visitor();
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Say which entry to delete: send its id, or its startDate, startTime and minutes."],
      [
        { startDate: yesterday(), startTime: "18:00" },
        "Say which entry to delete: send its id, or its startDate, startTime and minutes.",
      ],
      [{ id: "42" }, "id must be the id of a log entry."],
    ];
    await client.expectRefusals("/api/user/off-platform-log/delete", cases);
  });
});

describe("GET /api/user/off-platform-logs", () => {
  it("starts empty and asks for a session", async () => {
    const { client } = await visitor();
    expect((await client.get("/api/user/off-platform-logs")).json()).toEqual({ logs: [] });
    expect((await t.app.inject({ method: "GET", url: "/api/user/off-platform-logs" })).statusCode).toBe(401);
  });
});
