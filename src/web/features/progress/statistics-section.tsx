import { countOf } from "../../../shared/domain/counts";
import "./completion-and-statistics.css";
import type { OverallResponse } from "../../../shared/contracts/progress";
import { localDateOf } from "../../../shared/domain/dates";
import { formatDay, formatDuration } from "../../../shared/domain/time-format";
import { formatInput } from "./heatmap-grid";
import { bandName } from "./level-bar-layout";
import { ProgressBlock } from "./progress-block";

function minutesText(minutes: number): string {
  return formatDuration(minutes * 60);
}

/**
 * The daily minutes that reach the final goal by its date, beside the forecast (docs/progress.md
 * "Statistics"). The same box as the summary's other figures.
 */
export function FinalGoalStat({ overall }: { overall: OverallResponse }) {
  const goal = overall.statistics.finalGoal;
  const goalHours = formatDuration(goal.minutes * 60);
  const goalDay = formatDay(localDateOf(Date.parse(goal.date), overall.timezone));
  let value: string;
  let detail: string;
  if (goal.status === "reached") {
    value = "Final goal reached";
    detail = `${goalHours} of input: set a new goal under Goals.`;
  } else if (goal.status === "passed") {
    value = "Date passed";
    detail = `Your final goal date, ${goalDay}, has passed with ${minutesText(goal.remainingMinutes)} to go: choose a new date under Goals.`;
  } else {
    value = `${minutesText(goal.dailyMinutesNeeded ?? 0)} a day`;
    detail = `to reach ${goalHours} by ${goalDay}: ${minutesText(goal.remainingMinutes)} to go in ${countOf(goal.daysLeft, "day")}.`;
  }
  return (
    <div className="progress-stat" data-testid="final-goal-stat">
      <div className="progress-stat-label">Final goal</div>
      <div className="progress-stat-value">{value}</div>
      <div className="progress-stat-detail">{detail}</div>
    </div>
  );
}

/** The exact total, the daily averages, the best day and when each level was reached. */
export function StatisticsSection({ overall }: { overall: OverallResponse }) {
  const { averages, bestDay, levelsReached } = overall.statistics;
  return (
    <ProgressBlock title="Statistics">
      <dl className="statistics-list">
        <div>
          <dt>Exact total</dt>
          <dd data-testid="exact-total">{formatDuration(overall.totalSeconds, "second")}</dd>
        </div>
        {averages.map((average) => (
          <div key={average.days}>
            <dt>Daily average, last {average.days} days</dt>
            <dd>{average.secondsPerDay > 0 ? formatInput(average.secondsPerDay) : "no input"}</dd>
          </div>
        ))}
        <div>
          <dt>Best day</dt>
          <dd>{bestDay ? `${formatDay(bestDay.date)}: ${formatInput(bestDay.seconds)}` : "no input yet"}</dd>
        </div>
        <div>
          <dt>Levels reached</dt>
          <dd>
            {levelsReached.length === 0 ? (
              "none yet"
            ) : (
              <ul className="list-unstyled mb-0">
                {levelsReached.map((level) => (
                  <li key={level.hourMin}>
                    {bandName(level)}: {formatDay(level.date)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </ProgressBlock>
  );
}
