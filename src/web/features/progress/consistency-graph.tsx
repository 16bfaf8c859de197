import { type KeyboardEvent, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { addDays } from "../../../shared/domain/calendar";
import { HEAT_LEVELS } from "../../../shared/domain/heatmap";
import { DesktopHintContext } from "../../app/server-hints";
import { useMediaQuery } from "../../app/use-media-query";
import { dayLabel, layOutHeatmap, moveInGrid } from "./heatmap-grid";
import { HeatmapSvg } from "./heatmap-svg";
import { ProgressBlock } from "./progress-block";
import { useDailyTotals } from "./progress-queries";

/** The graph-duration dropdown (docs/screens.md): how many days back from today. */
const GRAPH_DURATIONS = [
  { id: "3m", label: "Last 3 months", days: 91 },
  { id: "6m", label: "Last 6 months", days: 182 },
  { id: "1y", label: "Last year", days: 365 },
] as const;
type GraphDurationId = (typeof GRAPH_DURATIONS)[number]["id"];

const DURATION_CHOICES = GRAPH_DURATIONS.map((d) => ({ value: d.id, label: d.label }));

const HEAT_LEVEL_NAMES = [
  "No input",
  "Under half the goal",
  "Half the goal",
  "Goal reached",
  "Twice the goal",
];

interface ConsistencyGraphProps {
  userId: string;
  /** The learner's local date, YYYY-MM-DD. */
  today: string;
}

/** A GitHub-like calendar of daily input with five intensities (docs/screens.md "Progress"; docs/product-rules.md "Constants"). */
export function ConsistencyGraph({ userId, today }: ConsistencyGraphProps) {
  // A phone shows three months without scrolling; a wider screen has room for six. The server's
  // render goes by its guess of the layout (the graph then follows the browser's width).
  const wide = useMediaQuery("(min-width: 576px)", useContext(DesktopHintContext));
  const [chosenId, setDurationId] = useState<GraphDurationId | null>(null);
  const durationId = chosenId ?? (wide ? "6m" : "3m");
  const duration = GRAPH_DURATIONS.find((d) => d.id === durationId) ?? GRAPH_DURATIONS[1];
  const query = useDailyTotals(userId, addDays(today, -(duration.days - 1)), today);
  const data = query.data;
  const grid = useMemo(() => (data ? layOutHeatmap(data.days, data.dailyGoalMinutes) : null), [data]);
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  // Newest days are on the right: a phone that has to scroll shows them first.
  useEffect(() => {
    const box = scrollRef.current;
    if (box && grid) box.scrollLeft = box.scrollWidth;
  }, [grid]);

  const count = grid?.cells.length ?? 0;
  const activeIndex = active !== null && active < count ? active : count - 1;
  const activeCell = grid?.cells[activeIndex];

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveInGrid(activeIndex, event.key, count);
    if (
      next !== activeIndex ||
      event.key.startsWith("Arrow") ||
      event.key === "Home" ||
      event.key === "End"
    ) {
      event.preventDefault();
      setActive(next);
    }
  };

  const goalMet = grid?.cells.filter((c) => c.goalMet).length ?? 0;
  const withInput = grid?.cells.filter((c) => c.totalSeconds > 0).length ?? 0;

  return (
    <ProgressBlock
      title="Consistency"
      choice={{
        label: "Graph duration",
        value: durationId,
        options: DURATION_CHOICES,
        onChange: setDurationId,
      }}
    >
      {query.isError && !data && (
        <p className="text-danger">Could not load your daily input: {query.error.message}</p>
      )}
      {!grid && !query.isError && <div className="heatmap-loading" aria-hidden="true" />}
      {grid && (
        <>
          <div className="heatmap-scroll" ref={scrollRef}>
            <HeatmapSvg
              grid={grid}
              label={`Daily input, ${duration.label.toLowerCase()}: ${withInput} days with input, daily goal reached on ${goalMet}. Arrow keys move between days.`}
              idPrefix={ids}
              activeIndex={activeIndex}
              focused={focused}
              onActivate={setActive}
              onKeyDown={onKeyDown}
              onFocusChange={setFocused}
            />
          </div>
          <p id={`${ids}-day`} className="heatmap-day" aria-live="polite">
            {activeCell ? dayLabel(activeCell) : ""}
          </p>
          <div className="heatmap-legend">
            <span className="visually-hidden">Legend:</span>
            <span>Less</span>
            {HEAT_LEVELS.map((level) => (
              <span key={level} className={`heatmap-swatch heat-${level}`} title={HEAT_LEVEL_NAMES[level]}>
                <span className="visually-hidden">{HEAT_LEVEL_NAMES[level]}</span>
              </span>
            ))}
            <span>More</span>
            <span className="heatmap-legend-goal">
              <span className="heatmap-swatch heat-3 heatmap-swatch-goal" aria-hidden="true" /> daily goal
              reached
            </span>
          </div>
        </>
      )}
    </ProgressBlock>
  );
}
