import type { BrowseFilter, Facet } from "../../../shared/domain/browse-url";
import { DEFAULT_FILTER } from "../../../shared/domain/browse-url";
import { formatCommaList } from "../../../shared/domain/comma-list";

export {
  type BrowseFilter,
  DEFAULT_FILTER,
  type DifficultyRange,
  type DurationRange,
  FACETS,
  type Facet,
  filterFromSearchParams,
  filterToSearchParams,
  isFullDifficultyRange,
  isFullDurationRange,
} from "../../../shared/domain/browse-url";

/** "Reset filters" sets the sort to Easy (docs/product-rules.md "Constants"), unlike the first visit, which opens on New. */
export const RESET_FILTER: BrowseFilter = { ...DEFAULT_FILTER, sort: "easy" };

// The server's own limits (contracts/browse.ts): a longer value would be refused with a 400.
/** The browse URL that shows videos of one level (the level badge's link, docs/screens.md). */
export function levelLink(level: string): string {
  return `/browse?${new URLSearchParams({ levels: formatCommaList([level]) })}`;
}

/** The filter with one option of a facet switched on or off. */
export function toggleOption(filter: BrowseFilter, facet: Facet, option: string): BrowseFilter {
  const current = filter[facet];
  const next = current.includes(option) ? current.filter((o) => o !== option) : [...current, option];
  return { ...filter, [facet]: next };
}
