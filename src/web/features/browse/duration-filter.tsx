import "./duration-filter.css";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { BrowseStatistics } from "../../../shared/contracts/browse";
import type { DurationRange } from "./browse-url-state";
import { isFullDurationRange } from "./browse-url-state";
import { createDurationApplier, durationRangeLabel } from "./duration-slider-rules";
import { FilterPopover } from "./filter-popover";

const DurationPanel = lazy(() => import("./duration-panel"));

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

  const summary = isFullDurationRange(value) ? null : (
    <span className="filter-popover-value">{durationRangeLabel(value)}</span>
  );

  return (
    <FilterPopover label="Duration" summary={summary} active={!isFullDurationRange(value)}>
      <Suspense>
        <DurationPanel draft={draft} bins={bins} waiting={waiting} change={change} />
      </Suspense>
    </FilterPopover>
  );
}
