import { type UpdateUrlState, type UrlCodec, useUrlState } from "../../lib/router/location";
import { type BrowseFilter, filterFromSearchParams, filterToSearchParams } from "./browse-url-state";

export type UpdateFilter = UpdateUrlState<BrowseFilter>;

/** The browse filter's one rule for its URL (shared/domain/browse-url.ts, which the server reads too). */
const BROWSE_URL: UrlCodec<BrowseFilter> = { read: filterFromSearchParams, write: filterToSearchParams };

/**
 * The browse filter lives in the URL query, so a link or a reload restores the view
 * (lib/url-state.ts). `updateFilter` is stable and always starts from the newest filter: the
 * duration slider applies its change three seconds late, after the learner may have ticked a checkbox.
 */
export function useBrowseFilter(): { filter: BrowseFilter; updateFilter: UpdateFilter } {
  const { value, update } = useUrlState(BROWSE_URL);
  return { filter: value, updateFilter: update };
}
