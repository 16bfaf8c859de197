import { useId } from "react";
import type { BrowseStatistics } from "../../../shared/contracts/browse";
import { SORT_VALUES, type SortValue } from "../../../shared/contracts/browse-values";
import { FACET_LABELS } from "./applied-filters";
import { type BrowseFilter, FACETS, toggleOption } from "./browse-url-state";
import { DifficultyFilter } from "./difficulty-filter";
import { DurationFilter } from "./duration-filter";
import { FacetFilter } from "./facet-filter";
import { facetOptions } from "./facet-options";
import { SearchBox } from "./search-box";
import type { UpdateFilter } from "./use-browse-filter";

const SORT_LABELS: Record<SortValue, string> = {
  easy: "Easy",
  hard: "Hard",
  new: "New",
  old: "Old",
  short: "Short",
  long: "Long",
  random: "Random",
  best: "Best for you",
};

interface BrowseToolbarProps {
  filter: BrowseFilter;
  statistics: BrowseStatistics | undefined;
  resetVersion: number;
  updateFilter: UpdateFilter;
}

/** Search, sort and every filter of the browse screen (docs/screens.md "Browse"). */
export function BrowseToolbar({ filter, statistics, resetVersion, updateFilter }: BrowseToolbarProps) {
  const sortId = useId();
  return (
    <div className="browse-toolbar">
      <div className="browse-toolbar-row">
        <SearchBox
          value={filter.text}
          resetVersion={resetVersion}
          onSearch={(text, options) => updateFilter((f) => ({ ...f, text }), options)}
        />
        <div className="browse-sort">
          <label htmlFor={sortId}>Sort</label>
          <select
            id={sortId}
            className="form-select browse-control"
            value={filter.sort}
            onChange={(event) => updateFilter((f) => ({ ...f, sort: event.target.value as SortValue }))}
          >
            {SORT_VALUES.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="browse-toolbar-row browse-filters" role="group" aria-label="Filters">
        {FACETS.map((facet) => (
          <FacetFilter
            key={facet}
            label={FACET_LABELS[facet]}
            options={statistics && facetOptions(statistics.statistics[facet], filter[facet])}
            selectedCount={filter[facet].length}
            onToggle={(option) => updateFilter((f) => toggleOption(f, facet, option))}
          />
        ))}
        <DurationFilter
          value={filter.durationRange}
          bins={statistics?.statistics.durations}
          resetVersion={resetVersion}
          onApply={(durationRange) => updateFilter((f) => ({ ...f, durationRange }))}
        />
        <DifficultyFilter
          value={filter.difficulty}
          onApply={(difficulty) => updateFilter((f) => ({ ...f, difficulty }))}
        />
        <FilterSwitch
          label="Series episodes"
          checked={filter.seriesOnly}
          onChange={(seriesOnly) => updateFilter((f) => ({ ...f, seriesOnly }))}
        />
        <FilterSwitch
          label="Hide watched"
          checked={filter.hideWatched}
          onChange={(hideWatched) => updateFilter((f) => ({ ...f, hideWatched }))}
        />
      </div>
    </div>
  );
}

/** A yes/no filter of the toolbar, as a switch. */
function FilterSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="form-check form-switch browse-hide-watched">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="form-check-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
