import { logOffPlatformTime } from "@tests/factories/learner-input";
import { newVisitor } from "@tests/factories/users";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { assessmentsResponseSchema } from "../../../shared/contracts/assessments";
import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

const t = setupTestApp();
const TZ = "Europe/Moscow";
const answers = { understanding: 40, listening: 3, speaking: 1, reading: 2, note: "  Мультфильмы понятны  " };

describe("self-assessments", () => {
  it("stores each with the learner's input at that moment (the server's figure), listed oldest first", async () => {
    const { client } = await newVisitor(t, TZ);
    const first = await client.post("/api/user/assessments", { ...answers, inputSeconds: 999_999 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().assessment).toMatchObject({
      inputSeconds: 0,
      understanding: 40,
      listening: 3,
      speaking: 1,
      reading: 2,
      note: "Мультфильмы понятны",
    });

    const yesterday = addDays(localDateOf(Date.now(), TZ), -1);
    await logOffPlatformTime(client, yesterday, ["10:00", "11:30"], 90);
    const second = await client.post("/api/user/assessments", {
      understanding: 55,
      listening: 4,
      speaking: 2,
      reading: 2,
    });
    expect(second.json().assessment).toMatchObject({ inputSeconds: 5400, understanding: 55, note: "" });

    const list = assessmentsResponseSchema.parse((await client.get("/api/user/assessments")).json());
    expect(list.assessments.map((a) => [a.inputSeconds, a.understanding])).toEqual([
      [0, 40],
      [5400, 55],
    ]);
    const { client: other } = await newVisitor(t, TZ);
    expect((await other.get("/api/user/assessments")).json()).toEqual({ assessments: [] });
    const exported = (await client.get("/api/user/export?format=json")).json();
    expect(exported.assessments.map((a: { understanding: number }) => a.understanding)).toEqual([40, 55]);
  });

  it("refuses a rating out of range with a sentence naming the field, and asks for a session", async () => {
    const { client } = await newVisitor(t, TZ);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...answers, understanding: 101 }, "understanding must be a whole percentage from 0 to 100."],
      [{ ...answers, speaking: 0 }, "speaking must be a whole number from 1 to 5."],
      [{ ...answers, reading: 2.5 }, "reading must be a whole number from 1 to 5."],
      [{ ...answers, listening: "5" }, "listening must be a whole number from 1 to 5."],
      [{ ...answers, note: "x".repeat(2001) }, "The note can have at most 2000 characters."],
    ];
    await client.expectRefusals("/api/user/assessments", cases, { code: "invalid_request" });
    expect((await client.get("/api/user/assessments")).json()).toEqual({ assessments: [] });
    expect((await t.app.inject({ method: "GET", url: "/api/user/assessments" })).statusCode).toBe(401);
  });
});
