import { type CSSProperties, useRef } from "react";
import type { BrowseStatistics } from "../../../shared/contracts/browse";
import { DURATION_STOPS } from "../../../shared/domain/durations";
import type { DurationRange } from "./browse-url-state";
import { durationRangeLabel } from "./duration-slider-rules";
import { stopTickLabel, stopValueText } from "./duration-stop-labels";
import { useFocusWhenAsked } from "./focus-when-asked";

type DurationBinCount = BrowseStatistics["statistics"]["durations"][number];

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

interface DurationPanelProps {
  draft: DurationRange;
  bins: DurationBinCount[] | undefined;
  waiting: boolean;
  change: (next: DurationRange) => void;
}

/**
 * The Duration filter's panel: the histogram, the two thumbs and their ticks. A chunk of its own,
 * loaded when the panel opens (the JS before /browse has its budget: docs/web-performance.md);
 * the draft and the apply rule stay in DurationFilter, so that closing the panel keeps them.
 */
export default function DurationPanel({ draft, bins, waiting, change }: DurationPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusWhenAsked(ref);
  const trackStyle = {
    "--range-from": positionOf(draft[0]),
    "--range-to": positionOf(draft[1]),
  } as CSSProperties;
  /** One of the two thumbs: `rangeAt` keeps the other at least a stop away. */
  const thumb = (label: string, value: number, rangeAt: (stop: number) => DurationRange) => (
    <input
      type="range"
      aria-label={label}
      min={0}
      max={LAST_STOP}
      step={1}
      value={value}
      aria-valuetext={stopValueText(value)}
      onChange={(event) => change(rangeAt(Number(event.target.value)))}
    />
  );
  return (
    <div ref={ref} className="duration-panel">
      <p className="duration-current">
        <span>Length</span>
        <strong>{durationRangeLabel(draft)}</strong>
      </p>
      {bins && <Histogram bins={bins} range={draft} />}
      <div className="duration-slider" style={trackStyle}>
        {thumb("Shortest length", draft[0], (stop) => [Math.min(stop, draft[1] - 1), draft[1]])}
        {thumb("Longest length", draft[1], (stop) => [draft[0], Math.max(stop, draft[0] + 1)])}
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
  );
}
