import { newLearner, newVisitor } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { EMAIL_CHANGE_REFUSED } from "../../../shared/contracts/account";

const t = setupTestApp();
let count = 0;

async function registered() {
  const email = `learner${++count}@example.com`;
  return { ...(await newLearner(t, "Anna", email)), email };
}

describe("POST /api/user/update", () => {
  it("saves every editable field the account form sends and answers the updated user", async () => {
    const { client, user } = await registered();
    const form = {
      ...user,
      name: "  Anna Petrova ",
      birthday: "1990-04-12",
      languages: "EN:b2, ,de:native",
      musicalEar: null,
      wantBetaTester: true,
      dailyGoalMinutes: 25,
      finalGoalMinutes: 12.5 * 60,
      finalGoalDate: "2031-06-30",
      learningStyleTrackVocabulary: false,
      learningStyleGetSrsRecommendations: false,
      learningStyleActivePassiveInput: false,
      notifyByEmailNewVideo: false,
      notifyByEmailMonthlyProgressReport: false,
      notifyByEmailWeeklyProgressReport: false,
      notifyByEmailBigNewsOfPlatform: false,
      notifyByEmailRegularProgressAssessments: false,
      notifyOnPlatformAcquiredWords: false,
      notifyOnPlatformInputMilestones: false,
      notifyOnPlatformConsistencyStreaks: false,
      notifyOnPlatformRegularProgressAssessments: false,
      notifyOnPlatformProgressJournalRemainders: false,
    };
    const response = await client.post("/api/user/update", form);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...form,
      name: "Anna Petrova",
      languages: "en:B2,de:Native",
      finalGoalMinutes: 750,
      finalGoalDate: "2031-06-30T00:00:00.000Z",
    };
    expect(response.json()).toEqual(expected);
    expect(await client.loadUser("Europe/Moscow")).toEqual(expected);

    const cleared = await client.post("/api/user/update", { birthday: "", musicalEar: true });
    expect(cleared.json()).toMatchObject({ birthday: "", musicalEar: true, name: "Anna Petrova" });
  });

  it("ignores the fields a learner may not set: premium, roles, verification, watch time, id", async () => {
    const { client, user } = await registered();
    const response = await client.post("/api/user/update", {
      ...user,
      id: "00000000-0000-0000-0000-000000000000",
      premium: true,
      roles: ["admin"],
      isAnonymous: true,
      emailVerified: false,
      email_verified: false,
      watchTimeSeconds: 999_999,
      watchTimeTodaySeconds: 999_999,
      timezone: "America/New_York",
      name: "Still Anna",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      premium: false,
      roles: [],
      isAnonymous: false,
      watchTimeSeconds: 0,
      watchTimeTodaySeconds: 0,
      timezone: "Europe/Moscow",
      name: "Still Anna",
    });
    const row = await t.db
      .selectFrom("users")
      .select(["premium", "roles", "email_verified", "watch_time_ms", "is_anonymous"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      premium: false,
      roles: [],
      email_verified: true,
      watch_time_ms: 0,
      is_anonymous: false,
    });
  });

  it("keeps the email: the same address in any case passes, a new one is refused", async () => {
    const { client, user, email } = await registered();
    const same = await client.post("/api/user/update", { ...user, email: ` ${email.toUpperCase()} ` });
    expect(same.statusCode, same.body).toBe(200);
    const changed = await client.post("/api/user/update", { ...user, email: "someone.else@example.com" });
    expectApiError(changed, 400, { error: EMAIL_CHANGE_REFUSED, code: "email_change_refused" });
    expect((await client.loadUser()).email).toBe(email);
  });

  it("keeps a final goal date already passed, but refuses a new one in the past", async () => {
    const { client, user } = await registered();
    const past = new Date("2020-01-01T00:00:00Z");
    await t.db.updateTable("users").set({ final_goal_date: past }).where("id", "=", user.id).execute();
    const unchanged = await client.post("/api/user/update", {
      ...user,
      finalGoalDate: past.toISOString(),
      name: "A",
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const moved = await client.post("/api/user/update", { finalGoalDate: "2021-01-01" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe("The final goal date must be in the future.");
  });

  it("holds a new final goal date to the goal call's bounds: within 100 years", async () => {
    const { client, user } = await registered();
    const far = await client.post("/api/user/update", { finalGoalDate: "3000-01-01" });
    expectApiError(far, 400, {
      error: "The final goal date must be within 100 years.",
      code: "invalid_request",
    });
    expect(await client.loadUser()).toEqual(user);
  });

  it("refuses bad values with a sentence and changes nothing", async () => {
    const { client, user } = await registered();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  " }, "Enter your name."],
      [{ name: "x".repeat(101) }, "A name can have at most 100 characters."],
      [{ birthday: "12/04/1990" }, "The birthday must be a date written YYYY-MM-DD."],
      [{ birthday: "1990-02-30" }, "The birthday must be a date written YYYY-MM-DD."],
      [{ birthday: "2999-01-01" }, "The birthday must be a date between 1900 and today."],
      [{ languages: "xx:B2" }, 'Unknown language code "xx": choose a language from the list.'],
      [{ languages: "en:Fluent" }, "Choose a level for English: one of A1, A2, B1, B2, C1, C2, Native."],
      [{ languages: "en:B2,en:C1" }, "English is listed twice: list each language once."],
      [{ musicalEar: "maybe" }, "musicalEar must be true, false or null."],
      [{ wantBetaTester: "yes" }, "wantBetaTester must be true or false."],
      [{ dailyGoalMinutes: 0 }, "The daily goal must be at least 1 minute."],
      [{ dailyGoalMinutes: 2000 }, "The daily goal cannot be more than 1440 minutes."],
      [{ finalGoalMinutes: "100" }, "finalGoalMinutes must be a number of minutes."],
      [{ finalGoalDate: "someday" }, "finalGoalDate must be an ISO 8601 date, e.g. 2030-12-31."],
      [{ notifyByEmailNewVideo: null }, "notifyByEmailNewVideo must be true or false."],
    ];
    await client.expectRefusals("/api/user/update", cases, { base: user, code: "invalid_request" });
    expect(await client.loadUser()).toEqual(user);
  });

  it("is for registered users only", async () => {
    const { client: anonymous, user: visitor } = await newVisitor(t);
    const response = await anonymous.post("/api/user/update", { ...visitor, name: "Ghost" });
    expectApiError(response, 401, { error: "Log in or sign up to do this.", code: "unauthorized" });
    expect((await t.app.inject({ method: "POST", url: "/api/user/update", payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe("POST /api/user/goal", () => {
  const goal = { dailyGoalMinutes: 30, finalGoalMinutes: 60_000, finalGoalDate: "2032-03-01T00:00:00.000Z" };

  it("saves the three goal values for anonymous and registered learners alike", async () => {
    const { client: anonymous } = await newVisitor(t);
    const response = await anonymous.post("/api/user/goal", goal);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...goal, isAnonymous: true });

    const { client } = await registered();
    const saved = await client.post("/api/user/goal", { ...goal, finalGoalDate: "2033-01-15" });
    expect(saved.json()).toMatchObject({ dailyGoalMinutes: 30, finalGoalDate: "2033-01-15T00:00:00.000Z" });
  });

  it("refuses bad goals with a sentence", async () => {
    const { client } = await newVisitor(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ dailyGoalMinutes: 0 }, "The daily goal must be at least 1 minute."],
      [{ dailyGoalMinutes: 12.5 }, "dailyGoalMinutes must be a whole number of minutes."],
      [{ dailyGoalMinutes: undefined }, "dailyGoalMinutes must be a number of minutes."],
      [{ finalGoalMinutes: -5 }, "The final goal must be at least 1 minute."],
      [{ finalGoalMinutes: 1.5 }, "finalGoalMinutes must be a whole number of minutes."],
      [{ finalGoalDate: "2020-01-01" }, "The final goal date must be in the future."],
      [{ finalGoalDate: "3000-01-01" }, "The final goal date must be within 100 years."],
      [{ finalGoalDate: "31.12.2030" }, "finalGoalDate must be an ISO 8601 date, e.g. 2030-12-31."],
      [{ finalGoalDate: undefined }, "finalGoalDate must be an ISO 8601 date, e.g. 2030-12-31."],
    ];
    await client.expectRefusals("/api/user/goal", cases, { base: goal });
    expect(await client.loadUser()).toMatchObject({ dailyGoalMinutes: 15, finalGoalMinutes: 5400 });
  });

  it("asks for a session", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/user/goal", payload: goal })).statusCode).toBe(
      401,
    );
  });
});
