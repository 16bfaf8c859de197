import { lazy, Suspense } from "react";
import type { FacetOption } from "./facet-options";
import { FilterPopover } from "./filter-popover";

const FacetPanel = lazy(() => import("./facet-panel"));

interface FacetFilterProps {
  label: string;
  /** undefined until the statistics arrive. */
  options: FacetOption[] | undefined;
  selectedCount: number;
  onToggle: (option: string) => void;
}

/** A multi-select filter (Levels, Channels, Speakers, Topics): a button and a list of checkboxes. */
export function FacetFilter({ label, options, selectedCount, onToggle }: FacetFilterProps) {
  const summary =
    selectedCount > 0 ? (
      <span className="filter-popover-count">
        {selectedCount}
        <span className="visually-hidden"> selected</span>
      </span>
    ) : null;

  return (
    <FilterPopover label={label} summary={summary} active={selectedCount > 0} panelClassName="facet-panel">
      <Suspense>
        <FacetPanel options={options} onToggle={onToggle} />
      </Suspense>
    </FilterPopover>
  );
}
