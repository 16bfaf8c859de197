import type { OverallResponse } from "../../../shared/contracts/progress";
import { FORECAST_HORIZON_YEARS, MIN_FORECAST_HISTORY_DAYS } from "../../../shared/domain/forecast";
import { formatDay, formatDuration } from "../../../shared/domain/time-format";
import { ColumnHeads } from "../../components/column-heads";
import { bandName, formatHours } from "./level-bar-layout";
import { ProgressBlock } from "./progress-block";

type PaceForecast = OverallResponse["forecast"]["paces"][number];

function paceLabel(pace: PaceForecast): string {
  const window = pace.allTime ? `All time (${pace.days} days)` : `Last ${pace.days} days`;
  return `${window}: ${formatDuration(pace.hoursPerDay * 3600)} a day`;
}

function dateText(pace: PaceForecast, date: string | null): string {
  if (date) return formatDay(date);
  return pace.hoursPerDay > 0 ? `over ${FORECAST_HORIZON_YEARS} years` : "no input";
}

function historyText(historyDays: number): string {
  if (historyDays === 0) return "Not enough history yet: log or watch some input to start one.";
  return `Not enough history yet: forecasts start once your first input is ${MIN_FORECAST_HISTORY_DAYS} days old (it is ${historyDays} day${historyDays === 1 ? "" : "s"} old).`;
}

/**
 * When the learner reaches the next levels at the 7-day, 30-day and all-time pace (docs/progress.md
 * "Forecast"): one row a level, one column a pace; a short history says so instead.
 */
export function ForecastSection({ overall }: { overall: OverallResponse }) {
  const { historyDays, paces } = overall.forecast;
  const rows = paces[0]?.milestones ?? [];
  return (
    <ProgressBlock title="Forecast" data-testid="forecast">
      {paces.length === 0 ? (
        <p className="mb-0">{historyText(historyDays)}</p>
      ) : rows.length === 0 ? (
        <p className="mb-0">You have reached the top of the scale: there is no level left to forecast.</p>
      ) : (
        // No scrolling box around it (a scrolled region must take the focus): the cells wrap.
        <table className="table table-sm mb-0 forecast-table">
          <caption className="visually-hidden">When you reach the next levels if you keep each pace</caption>
          <ColumnHeads columns={["Level", ...paces.map(paceLabel)]} />
          <tbody>
            {rows.map((band, index) => (
              <tr key={band.hourMin}>
                <th scope="row">
                  {bandName(band)}{" "}
                  <span className="text-body-secondary">({formatHours(band.hourMin)} h)</span>
                </th>
                {paces.map((pace) => (
                  <td key={pace.allTime ? "all" : pace.days}>
                    {dateText(pace, pace.milestones[index]?.date ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ProgressBlock>
  );
}
