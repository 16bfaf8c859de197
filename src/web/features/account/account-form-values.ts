import type { User } from "../../../shared/contracts/user";
import { MINUTES_PER_HOUR } from "../../../shared/domain/goals";
import { type LanguageRow, languagesFromRows, rowsFromLanguages } from "./language-rows";

/** "Do you have an ear for music?": the radio values for true, false and null. */
export type MusicalEarChoice = "yes" | "no" | "unknown";

export const MUSICAL_EAR_CHOICES: readonly { value: MusicalEarChoice; label: string }[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "unknown", label: "I don't know" },
];

type NotificationField = Extract<keyof User, `notify${string}`>;

/** The notification switches the form shows (docs/screens.md); the others are sent back unchanged. */
export const EMAIL_NOTIFICATIONS: readonly NotificationSwitch[] = [
  { field: "notifyByEmailNewVideo", label: "New videos" },
  { field: "notifyByEmailMonthlyProgressReport", label: "Monthly progress reports" },
  { field: "notifyByEmailWeeklyProgressReport", label: "Weekly reports" },
  { field: "notifyByEmailRegularProgressAssessments", label: "Regular progress assessments" },
  { field: "notifyByEmailBigNewsOfPlatform", label: "Big news of the platform" },
];

export interface NotificationSwitch {
  field: NotificationField;
  label: string;
  /** Nothing produces it yet: shown off and disabled, saying so, instead of pretending. */
  comingSoon?: boolean;
}

export const PLATFORM_NOTIFICATIONS: readonly NotificationSwitch[] = [
  // Acquired words arrive with the words feature (docs/product-rules.md "Notifications").
  { field: "notifyOnPlatformAcquiredWords", label: "Acquired Words", comingSoon: true },
  { field: "notifyOnPlatformInputMilestones", label: "Input Milestones" },
  { field: "notifyOnPlatformConsistencyStreaks", label: "Consistency Streaks" },
  { field: "notifyOnPlatformRegularProgressAssessments", label: "Regular Progress Assessments" },
  { field: "notifyOnPlatformProgressJournalRemainders", label: "Progress Journal reminders" },
];

/** What the account form edits. */
export type AccountFormValues = {
  name: string;
  email: string;
  birthday: string;
  languages: LanguageRow[];
  musicalEar: MusicalEarChoice;
  wantBetaTester: boolean;
} & Record<NotificationField, boolean>;

function earChoice(value: boolean | null): MusicalEarChoice {
  if (value === null) return "unknown";
  return value ? "yes" : "no";
}

function earValue(choice: MusicalEarChoice): boolean | null {
  if (choice === "unknown") return null;
  return choice === "yes";
}

/** The form's values for a user record: the form starts here and returns here on every reload. */
export function formValuesFromUser(user: User): AccountFormValues {
  return {
    name: user.name,
    email: user.email,
    birthday: user.birthday.slice(0, 10),
    languages: rowsFromLanguages(user.languages),
    musicalEar: earChoice(user.musicalEar),
    wantBetaTester: user.wantBetaTester,
    notifyByEmailNewVideo: user.notifyByEmailNewVideo,
    notifyByEmailMonthlyProgressReport: user.notifyByEmailMonthlyProgressReport,
    notifyByEmailWeeklyProgressReport: user.notifyByEmailWeeklyProgressReport,
    notifyByEmailBigNewsOfPlatform: user.notifyByEmailBigNewsOfPlatform,
    notifyByEmailRegularProgressAssessments: user.notifyByEmailRegularProgressAssessments,
    notifyOnPlatformAcquiredWords: user.notifyOnPlatformAcquiredWords,
    notifyOnPlatformInputMilestones: user.notifyOnPlatformInputMilestones,
    notifyOnPlatformConsistencyStreaks: user.notifyOnPlatformConsistencyStreaks,
    notifyOnPlatformRegularProgressAssessments: user.notifyOnPlatformRegularProgressAssessments,
    notifyOnPlatformProgressJournalRemainders: user.notifyOnPlatformProgressJournalRemainders,
  };
}

/** The goals as the read-only section shows them: the final goal in hours. */
export function finalGoalHours(user: User): number {
  return user.finalGoalMinutes / MINUTES_PER_HOUR;
}

/**
 * The body of POST /api/user/update: every user field (docs/api.md), the form's values over the
 * user's own, the final goal sent as hours × 60 and the untouched flags sent back unchanged.
 */
export function updateRequestFromForm(values: AccountFormValues, user: User): User {
  return {
    ...user,
    ...values,
    name: values.name.trim(),
    birthday: values.birthday,
    languages: languagesFromRows(values.languages),
    musicalEar: earValue(values.musicalEar),
    finalGoalMinutes: Math.round(finalGoalHours(user) * MINUTES_PER_HOUR),
  };
}
