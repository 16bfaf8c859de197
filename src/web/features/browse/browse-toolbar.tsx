import { useId } from "react";
import type { BrowseStatistics } from "../../../shared/contracts/browse";
import { SORT_VALUES, type SortValue } from "../../../shared/contracts/browse-values";
import { Switch } from "../../components/switch";
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
        <Switch
          className="browse-hide-watched"
          label="Series episodes"
          checked={filter.seriesOnly}
          onChange={(seriesOnly) => updateFilter((f) => ({ ...f, seriesOnly }))}
        />
        <Switch
          className="browse-hide-watched"
          label="Hide watched"
          checked={filter.hideWatched}
          onChange={(hideWatched) => updateFilter((f) => ({ ...f, hideWatched }))}
        />
      </div>
    </div>
  );
}
