import {
  applyGoalEdit,
  type GoalEdit,
  type GoalField,
  type Goals,
  MINUTES_PER_HOUR,
  timeFrameMonths,
} from "../../../shared/domain/goals";

/** The goals card: the goals shown, which one is fixed, and the text of each input. */
export interface GoalFormState {
  goals: Goals;
  locked: GoalField;
  drafts: Record<GoalField, string>;
  /** Goals changed here and not yet confirmed saved. */
  dirty: boolean;
  /** Set when the last edit was not applied (docs/screens.md). */
  ignored: boolean;
}

export type GoalFormAction =
  | { type: "edit"; field: GoalField; text: string; now: number; doneMinutes: number }
  | { type: "lock"; field: GoalField }
  /** Leaving a field shows every value as the goals hold it. */
  | { type: "blur"; now: number }
  | { type: "saved"; goals: Goals }
  /** The user record changed (a save came back, or another tab): adopt it unless edits are pending. */
  | { type: "sync"; goals: Goals; now: number };

/** Which value is fixed at first: a learner usually keeps their target and trades pace for time. */
export const DEFAULT_LOCKED: GoalField = "final";

export const GOAL_EDIT_IGNORED =
  "Not applied: that would leave less than a day or less than a minute a day, ask for more than 24 hours a day, or put the final goal date more than 100 years away. Try another value.";

function formatHours(minutes: number): string {
  return String(Math.round((minutes / MINUTES_PER_HOUR) * 10) / 10);
}

/** The inputs' text for some goals: minutes a day, hours in all, months to go. */
export function draftsOf(goals: Goals, now: number): Record<GoalField, string> {
  return {
    daily: String(goals.dailyGoalMinutes),
    final: formatHours(goals.finalGoalMinutes),
    timeFrame: String(timeFrameMonths(goals.finalGoalDate, now)),
  };
}

export function sameGoals(a: Goals, b: Goals): boolean {
  return (
    a.dailyGoalMinutes === b.dailyGoalMinutes &&
    a.finalGoalMinutes === b.finalGoalMinutes &&
    Date.parse(a.finalGoalDate) === Date.parse(b.finalGoalDate)
  );
}

export function initialGoalForm(goals: Goals, now: number, locked = DEFAULT_LOCKED): GoalFormState {
  return { goals, locked, drafts: draftsOf(goals, now), dirty: false, ignored: false };
}

/** What typing `value` into a field means for the shared goal maths; null while it is not a number. */
function editOf(field: GoalField, text: string): GoalEdit | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  if (field === "daily") return { field, minutes: value };
  if (field === "final") return { field, minutes: value * MINUTES_PER_HOUR };
  return { field, months: value };
}

export function goalFormReducer(state: GoalFormState, action: GoalFormAction): GoalFormState {
  switch (action.type) {
    case "edit": {
      const drafts = { ...state.drafts, [action.field]: action.text };
      const edit = editOf(action.field, action.text);
      if (!edit) return { ...state, drafts, ignored: false };
      const goals = applyGoalEdit(state.goals, state.locked, edit, action.now, action.doneMinutes);
      if (!goals) return { ...state, drafts, ignored: true };
      // The other two fields show the recomputed goals; the one being typed in keeps its text,
      // unless it was floored (0 a day is saved as 1): the page never shows a value it will not save.
      const recomputed = draftsOf(goals, action.now);
      const floored = edit.field !== "timeFrame" && edit.minutes < 1;
      return {
        goals,
        locked: state.locked,
        drafts: floored ? recomputed : { ...recomputed, [action.field]: action.text },
        dirty: state.dirty || !sameGoals(goals, state.goals),
        ignored: false,
      };
    }
    case "lock":
      return { ...state, locked: action.field };
    case "blur":
      return { ...state, drafts: draftsOf(state.goals, action.now), ignored: false };
    case "saved":
      return sameGoals(state.goals, action.goals) ? { ...state, dirty: false } : state;
    case "sync":
      if (state.dirty || sameGoals(state.goals, action.goals)) return state;
      return initialGoalForm(action.goals, action.now, state.locked);
  }
}
