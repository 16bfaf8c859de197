import { newLearner, newVisitor } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { JOURNAL_PAGE_SIZE, JOURNAL_TEXTS, journalResponseSchema } from "../../../shared/contracts/journal";
import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

const t = setupTestApp();
const TZ = "Asia/Vladivostok";
const today = () => localDateOf(Date.now(), TZ);

describe("the progress journal", () => {
  it("keeps dated entries, newest day first, and edits and deletes them", async () => {
    const { client } = await newLearner(t, "Ольга", "olga@example.com", TZ);
    const older = await client.post("/api/user/journal", {
      date: addDays(today(), -3),
      text: "  Первая запись  ",
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().entry).toMatchObject({ date: addDays(today(), -3), text: "Первая запись" });
    const newer = await client.post("/api/user/journal", { date: today(), text: "Понял весь мультфильм!" });
    const list = journalResponseSchema.parse((await client.get("/api/user/journal")).json());
    expect(list).toEqual({
      entries: [newer.json().entry, older.json().entry],
      hasMore: false,
    });

    const id = older.json().entry.id as string;
    const edited = await client.post(`/api/user/journal/${id}/update`, {
      date: addDays(today(), -2),
      text: "Исправлено",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().entry).toMatchObject({ id, date: addDays(today(), -2), text: "Исправлено" });
    expect(Date.parse(edited.json().entry.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(edited.json().entry.createdAt),
    );

    expect((await client.post(`/api/user/journal/${id}/delete`)).json()).toEqual({ ok: true });
    const after = (await client.get("/api/user/journal")).json();
    expect(after.entries.map((e: { text: string }) => e.text)).toEqual(["Понял весь мультфильм!"]);
    const again = await client.post(`/api/user/journal/${id}/delete`);
    expectApiError(again, 404, { error: JOURNAL_TEXTS.notFound, code: "not_found" });
  });

  it("is the writer's own: another learner can neither read, change nor delete an entry", async () => {
    const { client: owner } = await newVisitor(t, TZ);
    const entry = (await owner.post("/api/user/journal", { date: today(), text: "Моё" })).json().entry;
    const { client: other } = await newVisitor(t, TZ);
    expect((await other.get("/api/user/journal")).json()).toEqual({ entries: [], hasMore: false });
    for (const url of [`/api/user/journal/${entry.id}/update`, `/api/user/journal/${entry.id}/delete`]) {
      const response = await other.post(url, { date: today(), text: "Чужое" });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await owner.get("/api/user/journal")).json().entries).toEqual([entry]);
  });

  it("refuses a future day, an empty or overlong text and a bad id with sentences, and asks for a session", async () => {
    const { client } = await newVisitor(t, TZ);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ["/api/user/journal", { date: addDays(today(), 1), text: "Завтра" }, 400, JOURNAL_TEXTS.future],
      [
        "/api/user/journal",
        { date: "2026-02-30", text: "x" },
        400,
        "date must be a day written YYYY-MM-DD, e.g. 2026-03-31.",
      ],
      ["/api/user/journal", { date: today(), text: "   " }, 400, "Write something in the entry."],
      [
        "/api/user/journal",
        { date: today(), text: "я".repeat(5001) },
        400,
        "An entry can have at most 5000 characters.",
      ],
      [
        "/api/user/journal/not-an-id/update",
        { date: today(), text: "x" },
        400,
        "This is not a journal entry id: take it from the list of your entries.",
      ],
    ];
    for (const [url, body, status, error] of cases) {
      const response = await client.post(url, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(response.json().error).toBe(error);
    }
    expect((await client.get("/api/user/journal")).json().entries).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/user/journal" })).statusCode).toBe(401);
  });

  it("pages by twenty", async () => {
    const { client } = await newVisitor(t, TZ);
    for (let i = 0; i <= JOURNAL_PAGE_SIZE; i++) {
      await client.post("/api/user/journal", { date: addDays(today(), -i), text: `День ${i}` });
    }
    const first = (await client.get("/api/user/journal")).json();
    const second = (await client.get("/api/user/journal?page=2")).json();
    expect(first.entries).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(second).toMatchObject({ entries: [{ text: `День ${JOURNAL_PAGE_SIZE}` }], hasMore: false });
  });

  it("goes with the account when it is deleted", async () => {
    const { client, user } = await newLearner(t, "Уходящий", "gone@example.com", TZ);
    await client.post("/api/user/journal", { date: today(), text: "Прощай" });
    expect((await client.post("/api/user/delete", { email: "gone@example.com" })).statusCode).toBe(200);
    const left = await t.db
      .selectFrom("journal_entries")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
