import { levelBadgeKind } from "../../../shared/domain/levels";
import { appliedFilters, videosFoundText, withoutFilter } from "./applied-filters";
import type { BrowseFilter } from "./browse-url-state";
import type { UpdateFilter } from "./use-browse-filter";

interface AppliedFiltersBarProps {
  filter: BrowseFilter;
  /** Videos matching every filter; undefined until the statistics arrive. */
  total: number | undefined;
  updateFilter: UpdateFilter;
  onReset: () => void;
}

/** "Include:" badges, "Reset filters" and "{n} videos found" (docs/screens.md). */
export function AppliedFiltersBar({ filter, total, updateFilter, onReset }: AppliedFiltersBarProps) {
  const badges = appliedFilters(filter);
  return (
    <section className="browse-applied" aria-label="Applied filters">
      <div className="browse-applied-badges">
        <span className="browse-applied-include">Include:</span>
        {badges.length === 0 && <span className="browse-applied-all">All videos</span>}
        {badges.map((badge) => (
          <span key={badge.key} className="applied-badge">
            <span className="applied-badge-label">{badge.label}</span>
            <span
              className={badge.level ? `level-badge-${levelBadgeKind(badge.level)}` : "applied-badge-text"}
            >
              {badge.text}
            </span>
            <button
              type="button"
              className="applied-badge-remove"
              aria-label={`Remove filter ${badge.label}: ${badge.text}`}
              title="Remove this filter"
              onClick={() => updateFilter((f) => withoutFilter(f, badge.key))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
        ))}
        <button type="button" className="btn btn-link btn-sm browse-reset" onClick={onReset}>
          Reset filters
        </button>
      </div>
      <p className="browse-found" aria-live="polite">
        {total === undefined ? "\u00a0" : videosFoundText(total)}
      </p>
    </section>
  );
}
