import type { User } from "../../../shared/contracts/user";
import { timeFrameMonths } from "../../../shared/domain/goals";
import { formatDay } from "../../../shared/domain/time-format";
import { Link } from "../../lib/router/link";
import { finalGoalHours } from "./account-form-values";

function formatNumber(value: number): string {
  return value.toLocaleString("en-GB", { maximumFractionDigits: 1 });
}

/** The goals, read-only here: they are edited together on the progress page (docs/screens.md). */
export function AccountGoals({ user }: { user: User }) {
  const items = [
    { label: "Daily Goal", value: `${formatNumber(user.dailyGoalMinutes)} minutes` },
    { label: "Final Goal", value: `${formatNumber(finalGoalHours(user))} hours` },
    { label: "Final Goal Date", value: formatDay(user.finalGoalDate) },
    { label: "Time frame", value: `${timeFrameMonths(user.finalGoalDate, Date.now())} months` },
  ];
  return (
    <section className="account-section" aria-labelledby="account-goals">
      <div className="d-flex align-items-baseline justify-content-between">
        <h2 id="account-goals" className="account-section-title">
          Goals
        </h2>
        <Link to={{ pathname: "/progress", hash: "goals" }} aria-label="Edit goals">
          Edit
        </Link>
      </div>
      <dl className="account-goals">
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
