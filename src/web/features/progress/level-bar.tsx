import type { OverallResponse } from "../../../shared/contracts/progress";
import { formatDuration } from "../../../shared/domain/time-format";
import { bandName, formatHours, layOutLevelBar } from "./level-bar-layout";

function markerAlign(pct: number): string {
  if (pct < 8) return "level-marker-start";
  if (pct > 92) return "level-marker-end";
  return "";
}

/**
 * The level bands (docs/progress.md "Level and the language factor"), scaled by the learner's language factor, from 0 to the bar's
 * end, with the learner's hours marked. Drawn with CSS: no chart library.
 */
export function LevelBar({ overall }: { overall: OverallResponse }) {
  const { levels, level, levelBar, hours, languageFactor } = overall;
  const bar = layOutLevelBar(levels, levelBar.maxHours, hours);
  const current = bandName(level);
  return (
    <div className="level">
      <div
        className="level-track-wrap"
        role="img"
        aria-label={`Level bar from 0 to ${formatHours(levelBar.maxHours)} hours: you are at ${formatDuration(hours * 3600)}, in ${current}.`}
      >
        <div className={`level-marker ${markerAlign(bar.markerPct)}`} style={{ left: `${bar.markerPct}%` }}>
          <span className="level-marker-label">You · {formatDuration(hours * 3600)}</span>
        </div>
        <div className="level-track">
          {bar.segments.map((segment) => (
            <div
              key={segment.index}
              className={`level-segment level-color-${segment.index}${segment.index === level.index ? " level-segment-current" : ""}`}
              style={{ left: `${segment.leftPct}%`, width: `${segment.widthPct}%` }}
              title={`${segment.name}: ${formatHours(segment.hourMin)}${segment.open ? "+" : `–${formatHours(segment.hourMax)}`} h`}
            />
          ))}
        </div>
        <div className="level-ticks" aria-hidden="true">
          {bar.ticks.map((tick) => (
            <span
              key={tick.hours}
              className={`level-tick level-tick-rank-${tick.rank}`}
              style={{ left: `${tick.leftPct}%` }}
            >
              <span className="level-tick-label">{formatHours(tick.hours)}</span>
            </span>
          ))}
        </div>
      </div>
      <ul className="level-legend">
        {levels.map((band, index) => (
          <li key={band.hourMin} className={index === level.index ? "level-legend-current" : undefined}>
            <span className={`level-swatch level-color-${index}`} aria-hidden="true" />
            <span className="level-legend-name">{bandName(band)}</span>{" "}
            <span className="level-legend-hours">
              {formatHours(band.hourMin)}
              {band.hourMax === null ? "+ h" : `–${formatHours(band.hourMax)} h`}
            </span>
            {index === level.index && <span className="visually-hidden"> (your level)</span>}
          </li>
        ))}
      </ul>
      <p className="form-text mb-0">
        Band hours are multiplied by your language factor, ×{languageFactor}
        {overall.factorLanguage ? ` (from ${overall.factorLanguage.label})` : ""}.
        {overall.factorLanguage && ` ${overall.factorLanguage.explanation}`}
      </p>
    </div>
  );
}
