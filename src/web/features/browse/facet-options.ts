import type { FacetCount } from "../../../shared/contracts/browse";

/** One checkbox of a multi-select filter: its count is the videos that adding it would show (every other filter applied). */
export interface FacetOption extends FacetCount {
  selected: boolean;
  /** docs/product-rules.md "Validation": an option with count 0 cannot be toggled, unless it is selected (it must come off). */
  disabled: boolean;
}

/**
 * The options of a facet, from the statistics' counts. A selected option the statistics do not list
 * (an old link, a renamed topic) is kept at the end with count 0, so it can still be unticked.
 */
export function facetOptions(counts: readonly FacetCount[], selected: readonly string[]): FacetOption[] {
  const listed = new Set(counts.map((c) => c.name));
  const options = [
    ...counts,
    ...selected.filter((name) => !listed.has(name)).map((name) => ({ name, count: 0 })),
  ];
  return options.map(({ name, count }) => {
    const isSelected = selected.includes(name);
    return { name, count, selected: isSelected, disabled: count === 0 && !isSelected };
  });
}
