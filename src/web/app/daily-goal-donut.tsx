import { type DurationPrecision, dailyGoalProgress, formatDuration } from "../../shared/domain/time-format";
import { Link } from "../lib/router/link";

// A circle of this radius has a circumference of 100, so the dash length is the percentage.
const RADIUS = 15.9155;

/** The top bar's daily goal ring: filled by today's input, leading to goal editing. */
export function DailyGoalDonut({
  todaySeconds,
  goalMinutes,
  precision = "minute",
}: {
  todaySeconds: number;
  goalMinutes: number;
  /** "second" while a video plays, so that the figure moves as the ring fills. */
  precision?: DurationPrecision;
}) {
  const progress = dailyGoalProgress(todaySeconds, goalMinutes);
  const reached = progress >= 1;
  return (
    <Link
      to={{ pathname: "/progress", hash: "goals" }}
      className={`topbar-stat daily-goal${reached ? " daily-goal-reached" : ""}`}
      title="Daily goal: edit your goals"
    >
      <svg className="daily-goal-ring" viewBox="0 0 36 36" width="30" height="30" aria-hidden="true">
        <circle className="daily-goal-track" cx="18" cy="18" r={RADIUS} />
        {progress > 0 && (
          // Skipped at zero: a round line cap would still paint a dot.
          <circle
            className="daily-goal-fill"
            cx="18"
            cy="18"
            r={RADIUS}
            strokeDasharray={`${(progress * 100).toFixed(1)} 100`}
            transform="rotate(-90 18 18)"
          />
        )}
      </svg>
      <span className="topbar-stat-text">
        <span className="visually-hidden">Daily goal: </span>
        {formatDuration(todaySeconds, precision)}
        <span className="topbar-stat-goal visually-hidden-phone">/{goalMinutes} min</span>
      </span>
    </Link>
  );
}
