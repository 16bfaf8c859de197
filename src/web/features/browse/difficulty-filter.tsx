import { lazy, Suspense } from "react";
import { type DifficultyRange, isFullDifficultyRange } from "./browse-url-state";
import { FilterPopover } from "./filter-popover";

const DifficultyPanel = lazy(() => import("./difficulty-panel"));

/** The Difficulty filter of the toolbar (docs/screens.md "Browse"): its button, and its panel once opened. */
export function DifficultyFilter(props: {
  value: DifficultyRange;
  onApply: (range: DifficultyRange) => void;
}) {
  const full = isFullDifficultyRange(props.value);
  return (
    <FilterPopover
      label="Difficulty"
      summary={full ? null : <span className="filter-popover-value">{props.value.join("–")}</span>}
      active={!full}
    >
      <Suspense>
        <DifficultyPanel {...props} />
      </Suspense>
    </FilterPopover>
  );
}
