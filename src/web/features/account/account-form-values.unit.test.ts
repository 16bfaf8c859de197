import { describe, expect, it } from "vitest";
import type { User } from "../../../shared/contracts/user";
import { formValuesFromUser, updateRequestFromForm } from "./account-form-values";

const user: User = {
  id: "u1",
  name: "Anna",
  email: "anna@example.com",
  premium: false,
  watchTimeSeconds: 3600,
  watchTimeTodaySeconds: 60,
  isAnonymous: false,
  roles: [],
  birthday: "",
  languages: "en:B2,zz:A1",
  musicalEar: null,
  wantBetaTester: false,
  dailyGoalMinutes: 15,
  finalGoalMinutes: 70000,
  finalGoalDate: "2030-12-31T00:00:00.000Z",
  timezone: "Europe/Moscow",
  learningStyleTrackVocabulary: true,
  learningStyleGetSrsRecommendations: true,
  learningStyleActivePassiveInput: true,
  notifyByEmailNewVideo: true,
  notifyByEmailMonthlyProgressReport: true,
  notifyByEmailWeeklyProgressReport: false,
  notifyByEmailBigNewsOfPlatform: true,
  notifyByEmailRegularProgressAssessments: false,
  notifyOnPlatformAcquiredWords: true,
  notifyOnPlatformInputMilestones: true,
  notifyOnPlatformConsistencyStreaks: true,
  notifyOnPlatformRegularProgressAssessments: true,
  notifyOnPlatformProgressJournalRemainders: true,
};

describe("account form values", () => {
  it("starts from the user, with an unknown language as an empty row", () => {
    const values = formValuesFromUser(user);
    expect(values.languages).toEqual([
      { code: "en", level: "B2" },
      { code: "", level: "" },
    ]);
    expect(values.musicalEar).toBe("unknown");
    expect(values.notifyByEmailWeeklyProgressReport).toBe(false);
  });

  it("maps the ear-for-music choice to true, false and null", () => {
    expect(formValuesFromUser({ ...user, musicalEar: true }).musicalEar).toBe("yes");
    expect(formValuesFromUser({ ...user, musicalEar: false }).musicalEar).toBe("no");
    const values = formValuesFromUser(user);
    expect(updateRequestFromForm({ ...values, musicalEar: "yes" }, user).musicalEar).toBe(true);
    expect(updateRequestFromForm({ ...values, musicalEar: "no" }, user).musicalEar).toBe(false);
    expect(updateRequestFromForm(values, user).musicalEar).toBeNull();
  });

  it("sends every user field, the edits applied and the hidden flags unchanged", () => {
    const values = {
      ...formValuesFromUser(user),
      name: "  Anna K ",
      birthday: "1990-04-05",
      languages: [
        { code: "de", level: "A1" },
        { code: "", level: "" },
      ],
      notifyOnPlatformAcquiredWords: false,
    };
    const body = updateRequestFromForm(values, user);
    expect(body).toMatchObject({
      id: "u1",
      name: "Anna K",
      email: "anna@example.com",
      birthday: "1990-04-05",
      languages: "de:A1",
      notifyOnPlatformAcquiredWords: false,
      notifyByEmailRegularProgressAssessments: false,
      learningStyleTrackVocabulary: true,
      dailyGoalMinutes: 15,
      finalGoalDate: "2030-12-31T00:00:00.000Z",
    });
    expect(Object.keys(body).sort()).toEqual(Object.keys(user).sort());
  });

  it("sends the final goal as its hours times 60", () => {
    const odd = { ...user, finalGoalMinutes: 1234 };
    expect(updateRequestFromForm(formValuesFromUser(odd), odd).finalGoalMinutes).toBe(1234);
  });
});
