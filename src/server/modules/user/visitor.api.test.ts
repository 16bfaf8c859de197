import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { defaultGoals, timeFrameMonths } from "../../../shared/domain/goals";

const t = setupTestApp();

describe("POST /api/user", () => {
  it("gives a new visitor an anonymous user with every default of the user object", async () => {
    const client = new TestClient(t.app);
    const before = Date.now();
    const user = await client.loadUser("Asia/Tokyo");
    expect(user).toMatchObject({
      name: "",
      email: "",
      premium: false,
      watchTimeSeconds: 0,
      watchTimeTodaySeconds: 0,
      isAnonymous: true,
      roles: [],
      birthday: "",
      languages: "en:B2",
      musicalEar: null,
      wantBetaTester: false,
      dailyGoalMinutes: 15,
      finalGoalMinutes: 5400,
      timezone: "Asia/Tokyo",
      learningStyleTrackVocabulary: true,
      learningStyleGetSrsRecommendations: true,
      learningStyleActivePassiveInput: true,
      notifyByEmailNewVideo: true,
      notifyByEmailMonthlyProgressReport: true,
      notifyByEmailWeeklyProgressReport: true,
      // Marketing mail is opt-in (docs/decisions/019).
      notifyByEmailBigNewsOfPlatform: false,
      notifyByEmailRegularProgressAssessments: true,
      notifyOnPlatformAcquiredWords: true,
      notifyOnPlatformInputMilestones: true,
      notifyOnPlatformConsistencyStreaks: true,
      notifyOnPlatformRegularProgressAssessments: true,
      notifyOnPlatformProgressJournalRemainders: true,
    });
    // The database's defaults are the shared rule's: 15 min a day, 90 h, 12 months from now.
    const expected = defaultGoals(before);
    expect(user.finalGoalMinutes).toBe(expected.finalGoalMinutes);
    // Due at the start of a UTC day (the same for a row made a moment later, but across midnight).
    expect([expected.finalGoalDate, defaultGoals(Date.now()).finalGoalDate]).toContain(user.finalGoalDate);
    expect(timeFrameMonths(user.finalGoalDate, Date.now())).toBe(12);
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives the same user for the same cookie, and a different one without it", async () => {
    const client = new TestClient(t.app);
    const first = await client.loadUser();
    const again = await client.loadUser();
    expect(again.id).toBe(first.id);
    const stranger = await new TestClient(t.app).loadUser();
    expect(stranger.id).not.toBe(first.id);
  });

  it("sets an httpOnly, SameSite=Lax session cookie", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/user", payload: { timezone: "UTC" } });
    const cookie = response.cookies.find((c) => c.name === "pn_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it("records a new time zone and ignores an unknown one instead of failing the app", async () => {
    const client = new TestClient(t.app);
    await client.loadUser("Europe/Moscow");
    expect((await client.loadUser("America/New_York")).timezone).toBe("America/New_York");
    expect((await client.loadUser("Mars/Olympus_Mons")).timezone).toBe("America/New_York");
  });

  it("answers a forged cookie with a fresh anonymous user", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user",
      payload: {},
      headers: { cookie: "pn_session=forged.value" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().isAnonymous).toBe(true);
  });
});
