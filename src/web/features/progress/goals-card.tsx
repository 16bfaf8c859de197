import { useEffect, useReducer } from "react";
import type { User } from "../../../shared/contracts/user";
import { GOAL_FIELD_NAMES, type GoalField, type Goals } from "../../../shared/domain/goals";
import { formatDay } from "../../../shared/domain/time-format";
import { useAppContext } from "../../app/app-context";
import { useSaveGoals } from "./api/use-save-goals";
import { goalFormReducer, initialGoalForm, movedText, problemText } from "./goal-form-state";

/** Edits are saved once typing pauses, so that "30" is not saved as "3" first. */
const SAVE_DELAY_MS = 600;

const GOAL_FIELDS: readonly { field: GoalField; label: string; unit: string; step: string }[] = [
  { field: "daily", label: GOAL_FIELD_NAMES.daily, unit: "minutes a day", step: "1" },
  { field: "final", label: GOAL_FIELD_NAMES.final, unit: "hours in all", step: "any" },
  { field: "timeFrame", label: GOAL_FIELD_NAMES.timeFrame, unit: "months from today", step: "1" },
];

function goalsOf(user: User): Goals {
  return {
    dailyGoalMinutes: user.dailyGoalMinutes,
    finalGoalMinutes: user.finalGoalMinutes,
    finalGoalDate: user.finalGoalDate,
  };
}

/** Daily goal, final goal and time frame: one is fixed, editing another recomputes the third (docs/screens.md). */
export function GoalsCard() {
  const { user } = useAppContext();
  const [state, dispatch] = useReducer(goalFormReducer, goalsOf(user), (goals) =>
    initialGoalForm(goals, Date.now()),
  );
  const save = useSaveGoals();
  const { mutate } = save;

  const { dailyGoalMinutes, finalGoalMinutes, finalGoalDate } = user;
  useEffect(() => {
    dispatch({ type: "sync", goals: { dailyGoalMinutes, finalGoalMinutes, finalGoalDate }, now: Date.now() });
  }, [dailyGoalMinutes, finalGoalMinutes, finalGoalDate]);

  useEffect(() => {
    if (!state.dirty) return;
    const goals = state.goals;
    const timer = window.setTimeout(() => {
      mutate(goals, { onSuccess: () => dispatch({ type: "saved", goals }) });
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.dirty, state.goals, mutate]);

  const doneMinutes = user.watchTimeSeconds / 60;
  return (
    <div className="goals">
      <p className="form-text mt-0">
        Fix one value with its lock; change another and the third adapts. The input you have done so far
        counts towards the final goal. Changes are saved as you type.
      </p>
      <fieldset className="goals-fields">
        <legend className="visually-hidden">Your goals</legend>
        {GOAL_FIELDS.map(({ field, label, unit, step }) => {
          const locked = state.locked === field;
          const id = `goal-${field}`;
          const faulty = state.problem?.field === field;
          return (
            <div className="goal-row" key={field}>
              <label htmlFor={id} className="form-label">
                {label} <span className="text-body-secondary">({unit})</span>
                {locked && <span className="visually-hidden"> (fixed)</span>}
              </label>
              <div className="input-group">
                <input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={1}
                  step={step}
                  className={`form-control${faulty ? " is-invalid" : ""}`}
                  aria-invalid={faulty || undefined}
                  aria-describedby={faulty ? "goal-problem" : undefined}
                  value={state.drafts[field]}
                  readOnly={locked}
                  onChange={(event) =>
                    dispatch({ type: "edit", field, text: event.target.value, now: Date.now(), doneMinutes })
                  }
                  onBlur={() => dispatch({ type: "blur", now: Date.now() })}
                />
                <label className={`input-group-text goal-lock${locked ? " goal-lock-on" : ""}`}>
                  <input
                    type="radio"
                    name="goal-lock"
                    className="form-check-input mt-0 me-1"
                    checked={locked}
                    onChange={() => dispatch({ type: "lock", field })}
                    aria-label={`Keep the ${label.toLowerCase()} fixed`}
                  />
                  <LockIcon closed={locked} />
                  <span aria-hidden="true">{locked ? "Fixed" : "Fix"}</span>
                </label>
              </div>
            </div>
          );
        })}
      </fieldset>
      <p className="mb-1">
        Final goal date: <strong>{formatDay(state.goals.finalGoalDate.slice(0, 10))}</strong>
      </p>
      <p className="goals-status mb-0" role="status">
        {state.problem && (
          <span id="goal-problem" className="text-danger d-block">
            {problemText(state.problem)}
          </span>
        )}
        {!state.problem && state.moved && (
          <span className="d-block" data-testid="goal-moved">
            {movedText(state.moved, state.goals, Date.now())}
          </span>
        )}
        {!state.ignored && save.isPending && "Saving…"}
        {!state.ignored && save.isSuccess && !state.dirty && (
          <span className="text-success">Goals saved.</span>
        )}
        {!state.ignored && save.isError && (
          <span className="text-danger">Could not save your goals: {save.error.message}</span>
        )}
      </p>
    </div>
  );
}

function LockIcon({ closed }: { closed: boolean }) {
  return (
    <svg
      className="icon me-1"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d={closed ? "M8 11V7a4 4 0 0 1 8 0v4" : "M8 11V7a4 4 0 0 1 7.5-2"} />
    </svg>
  );
}
