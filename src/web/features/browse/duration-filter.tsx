import "./duration-filter.css";
import { type CSSProperties, useEffect, useMemo, useRef, useState } from "react";
import type { BrowseStatistics } from "../../../shared/contracts/browse";
import { DURATION_STOPS } from "../../../shared/domain/durations";
import type { DurationRange } from "./browse-url-state";
import { isFullDurationRange } from "./browse-url-state";
import {
  createDurationApplier,
  durationRangeLabel,
  stopTickLabel,
  stopValueText,
} from "./duration-slider-rules";
import { FilterPopover } from "./filter-popover";

type DurationBinCount = BrowseStatistics["statistics"]["durations"][number];

interface DurationFilterProps {
  /** The applied range (from the URL). */
  value: DurationRange;
  /** Videos per bin; undefined until the statistics arrive. */
  bins: DurationBinCount[] | undefined;
  /** Changes when the learner resets every filter: a change still waiting is dropped. */
  resetVersion: number;
  onApply: (range: DurationRange) => void;
}

const LAST_STOP = DURATION_STOPS.length - 1;
const STOP_INDEXES = DURATION_STOPS.map((_, index) => index);
/** Where a stop sits along the track, 0 to 1. */
const positionOf = (index: number) => index / LAST_STOP;

/** Counts per bin as bar heights, the bins inside the range highlighted. */
function Histogram({ bins, range }: { bins: DurationBinCount[]; range: DurationRange }) {
  const max = Math.max(1, ...bins.map((bin) => bin.count));
  return (
    <div className="duration-histogram" aria-hidden="true">
      {bins.map((bin, index) => (
        <span
          key={bin.start}
          className={index >= range[0] && index < range[1] ? "is-in" : undefined}
          style={{ height: `${Math.max(4, (bin.count / max) * 100)}%` }}
          title={`${bin.count} videos`}
        />
      ))}
    </div>
  );
}

/**
 * The Duration range slider: two thumbs over DURATION_STOPS. It shows the learner's range at once
 * but applies it by the rule of docs/product-rules.md "Constants" (see duration-slider-rules.ts).
 */
export function DurationFilter({ value, bins, resetVersion, onApply }: DurationFilterProps) {
  const [draft, setDraft] = useState<DurationRange>(value);
  const [waiting, setWaiting] = useState(false);
  const onApplyRef = useRef(onApply);
  useEffect(() => {
    onApplyRef.current = onApply;
  }, [onApply]);

  const applier = useMemo(
    () =>
      createDurationApplier((range) => {
        setWaiting(false);
        onApplyRef.current(range);
      }),
    [],
  );
  useEffect(() => () => applier.cancel(), [applier]);

  // The applied range changed elsewhere (a badge removed, a reset, Back): show it, drop our change.
  const [lower, upper] = value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetVersion is a trigger, not a value read.
  useEffect(() => {
    applier.cancel();
    setWaiting(false);
    setDraft([lower, upper]);
  }, [lower, upper, resetVersion, applier]);

  const change = (next: DurationRange) => {
    setDraft(next);
    applier.change(next);
    setWaiting(applier.pending());
  };

  const trackStyle = {
    "--range-from": positionOf(draft[0]),
    "--range-to": positionOf(draft[1]),
  } as CSSProperties;
  const summary = isFullDurationRange(value) ? null : (
    <span className="filter-popover-value">{durationRangeLabel(value)}</span>
  );

  return (
    <FilterPopover label="Duration" summary={summary} active={!isFullDurationRange(value)}>
      <div className="duration-panel">
        <p className="duration-current">
          <span>Length</span>
          <strong>{durationRangeLabel(draft)}</strong>
        </p>
        {bins && <Histogram bins={bins} range={draft} />}
        <div className="duration-slider" style={trackStyle}>
          <input
            type="range"
            aria-label="Shortest length"
            min={0}
            max={LAST_STOP}
            step={1}
            value={draft[0]}
            aria-valuetext={stopValueText(draft[0])}
            onChange={(event) => change([Math.min(Number(event.target.value), draft[1] - 1), draft[1]])}
          />
          <input
            type="range"
            aria-label="Longest length"
            min={0}
            max={LAST_STOP}
            step={1}
            value={draft[1]}
            aria-valuetext={stopValueText(draft[1])}
            onChange={(event) => change([draft[0], Math.max(Number(event.target.value), draft[0] + 1)])}
          />
        </div>
        <div className="duration-ticks" aria-hidden="true">
          {STOP_INDEXES.map((index) => (
            <span key={index} style={{ left: `${positionOf(index) * 100}%` }}>
              {stopTickLabel(index)}
            </span>
          ))}
        </div>
        <p className="duration-hint" aria-live="polite">
          {waiting ? "Showing these in a moment…" : "Minutes"}
        </p>
      </div>
    </FilterPopover>
  );
}
