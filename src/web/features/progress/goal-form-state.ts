import { countOf } from "../../../shared/domain/counts";
import {
  GOAL_FIELD_NAMES,
  type GoalEdit,
  type GoalEditProblem,
  type GoalField,
  type Goals,
  MINUTES_PER_HOUR,
  timeFrameMonths,
  tryGoalEdit,
} from "../../../shared/domain/goals";
import { formatDay, formatDuration } from "../../../shared/domain/time-format";

/** The goals card: the goals shown, which one is fixed, and the text of each input. */
export interface GoalFormState {
  goals: Goals;
  locked: GoalField;
  drafts: Record<GoalField, string>;
  /** Goals changed here and not yet confirmed saved. */
  dirty: boolean;
  /** Set when the last edit was not applied (docs/screens.md). */
  ignored: boolean;
  /** Why the last edit was not applied, naming the field edited. */
  problem: GoalEditProblem | null;
  /** The value the last edit moved (the one neither edited nor fixed), to be said aloud. */
  moved: GoalField | null;
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

/** "Not applied. Daily goal: …": what the card says of an edit it did not apply. */
export function problemText(problem: GoalEditProblem): string {
  return `Not applied. ${problem.message}`;
}

/**
 * What the card says when an edit moved another value, so that no change is a surprise
 * (docs/progress.md "Goals"): "Final goal date moved to 3 Oct 2027 (10 months): 90 h at 15 min a day."
 */
export function movedText(field: GoalField, goals: Goals, now: number): string {
  const daily = `${formatDuration(goals.dailyGoalMinutes * 60)} a day`;
  const final = formatDuration(goals.finalGoalMinutes * 60);
  const months = timeFrameMonths(goals.finalGoalDate, now);
  const date = `${formatDay(goals.finalGoalDate.slice(0, 10))} (${countOf(months, "month")})`;
  if (field === "daily") return `${GOAL_FIELD_NAMES.daily} moved to ${daily}, to reach ${final} by ${date}.`;
  if (field === "final") return `${GOAL_FIELD_NAMES.final} moved to ${final}: ${daily} until ${date}.`;
  return `Final goal date moved to ${date}: ${final} at ${daily}.`;
}

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

/** A goal value as the card shows it: minutes, or the final goal's date. */
function shownValue(goals: Goals, field: GoalField): string | number {
  if (field === "daily") return goals.dailyGoalMinutes;
  if (field === "final") return goals.finalGoalMinutes;
  return goals.finalGoalDate.slice(0, 10);
}

export function sameGoals(a: Goals, b: Goals): boolean {
  return (
    a.dailyGoalMinutes === b.dailyGoalMinutes &&
    a.finalGoalMinutes === b.finalGoalMinutes &&
    Date.parse(a.finalGoalDate) === Date.parse(b.finalGoalDate)
  );
}

export function initialGoalForm(goals: Goals, now: number, locked = DEFAULT_LOCKED): GoalFormState {
  return {
    goals,
    locked,
    drafts: draftsOf(goals, now),
    dirty: false,
    ignored: false,
    problem: null,
    moved: null,
  };
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
      if (!edit) return { ...state, drafts, ignored: false, problem: null };
      const result = tryGoalEdit(state.goals, state.locked, edit, action.now, action.doneMinutes);
      if ("problem" in result)
        return { ...state, drafts, ignored: true, problem: result.problem, moved: null };
      const { goals, recomputed } = result;
      // The other two fields show the recomputed goals; the one being typed in keeps its text,
      // unless it was floored (0 a day is saved as 1): the page never shows a value it will not save.
      const shown = draftsOf(goals, action.now);
      const floored = edit.field !== "timeFrame" && edit.minutes < 1;
      return {
        goals,
        locked: state.locked,
        drafts: floored ? shown : { ...shown, [action.field]: action.text },
        dirty: state.dirty || !sameGoals(goals, state.goals),
        ignored: false,
        problem: null,
        // The value that moved is said, and stays said while the learner types on.
        moved:
          shownValue(goals, recomputed) !== shownValue(state.goals, recomputed) ? recomputed : state.moved,
      };
    }
    case "lock":
      return { ...state, locked: action.field };
    case "blur":
      return { ...state, drafts: draftsOf(state.goals, action.now), ignored: false, problem: null };
    case "saved":
      return sameGoals(state.goals, action.goals) ? { ...state, dirty: false } : state;
    case "sync":
      if (state.dirty || sameGoals(state.goals, action.goals)) return state;
      return initialGoalForm(action.goals, action.now, state.locked);
  }
}
