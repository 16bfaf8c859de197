import type { KeyboardEvent } from "react";
import { dayLabel, type HeatmapGrid, WEEKDAY_LABELS } from "./heatmap-grid";

// SVG geometry in user units: an 11-unit square every 14 units, room for weekday and month names.
const STEP = 14;
const CELL = 11;
const LEFT = 30;
const TOP = 16;

interface HeatmapSvgProps {
  grid: HeatmapGrid;
  label: string;
  /** Prefix of the cells' ids, for aria-activedescendant. */
  idPrefix: string;
  activeIndex: number;
  focused: boolean;
  onActivate: (index: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocusChange: (focused: boolean) => void;
}

export function cellId(prefix: string, date: string): string {
  return `${prefix}-day-${date}`;
}

/**
 * The graph as an ARIA grid: a row per weekday, a column per week, one tab stop; the arrow keys
 * move the active day (aria-activedescendant), the mouse shows it on hover, every day has its label.
 */
export function HeatmapSvg(props: HeatmapSvgProps) {
  const { grid, label, idPrefix, activeIndex, focused, onActivate, onKeyDown, onFocusChange } = props;
  const width = LEFT + grid.weeks * STEP;
  const height = TOP + 7 * STEP;
  const active = grid.cells[activeIndex];
  const rows = WEEKDAY_LABELS.map((_, weekday) =>
    grid.cells.flatMap((cell, index) => (cell.weekday === weekday ? [{ cell, index }] : [])),
  );
  return (
    <div
      className="heatmap"
      role="grid"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={active ? cellId(idPrefix, active.date) : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: the grid around it carries the name */}
      <svg
        className="heatmap-svg"
        viewBox={`0 0 ${width} ${height}`}
        style={{ minWidth: width * 0.9, maxWidth: width * 2 }}
      >
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: plain text, not focusable; the cells say their dates */}
        <g aria-hidden="true">
          {grid.months.map((m) => (
            <text key={`${m.week}-${m.label}`} className="heatmap-text" x={LEFT + m.week * STEP} y={10}>
              {m.label}
            </text>
          ))}
          {[0, 2, 4].map((row) => (
            <text key={row} className="heatmap-text" x={0} y={TOP + row * STEP + CELL - 2}>
              {WEEKDAY_LABELS[row]}
            </text>
          ))}
        </g>
        {rows.map((row, weekday) => (
          <g role="row" key={WEEKDAY_LABELS[weekday]}>
            {row.map(({ cell, index }) => {
              const x = LEFT + cell.week * STEP;
              const y = TOP + cell.weekday * STEP;
              const name = dayLabel(cell);
              return (
                <g
                  key={cell.date}
                  id={cellId(idPrefix, cell.date)}
                  role="gridcell"
                  aria-label={name}
                  aria-selected={index === activeIndex}
                  onPointerEnter={() => onActivate(index)}
                >
                  <title>{name}</title>
                  <rect
                    className={`heat-${cell.level}${index === activeIndex && focused ? " heat-active" : ""}`}
                    x={x}
                    y={y}
                    width={CELL}
                    height={CELL}
                    rx={2}
                  />
                  {cell.goalMet && (
                    <circle className="heat-goal" cx={x + CELL / 2} cy={y + CELL / 2} r={1.8} />
                  )}
                </g>
              );
            })}
          </g>
        ))}
      </svg>
    </div>
  );
}
