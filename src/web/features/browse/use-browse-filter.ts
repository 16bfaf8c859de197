import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "../../lib/router/location";
import { type BrowseFilter, filterFromSearchParams, filterToSearchParams } from "./browse-url-state";

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (search-as-you-type). */
  replace?: boolean;
}

export type UpdateFilter = (change: (current: BrowseFilter) => BrowseFilter, options?: UpdateOptions) => void;

/** A change made but not yet in the URL: the router commits navigations asynchronously. */
interface PendingChange {
  /** The URL query the change was made on; once the URL moves on, the URL is the truth again. */
  from: string;
  filter: BrowseFilter;
}

/** Commas need no escaping in a query string: `levels=Beginner+0,Native` reads better in a shared link. */
function readableQuery(params: URLSearchParams): string {
  return params.toString().replaceAll("%2C", ",");
}

/**
 * The browse filter lives in the URL query, so a link or a reload restores the view. A change shows
 * at once (a ticked checkbox stays ticked) while the router commits it. `updateFilter` is stable and
 * always starts from the newest filter: the duration slider applies its change three seconds late,
 * after the learner may have ticked a checkbox.
 */
export function useBrowseFilter(): { filter: BrowseFilter; updateFilter: UpdateFilter } {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = searchParams.toString();
  const urlFilter = useMemo(() => filterFromSearchParams(new URLSearchParams(query)), [query]);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const filter = pending?.from === query ? pending.filter : urlFilter;

  const latest = useRef({ query, filter, navigate });
  useEffect(() => {
    latest.current = { query, filter, navigate };
  }, [query, filter, navigate]);

  const updateFilter = useCallback<UpdateFilter>((change, options) => {
    const { query: from, filter: current, navigate: go } = latest.current;
    const nextFilter = change(current);
    const next = filterToSearchParams(nextFilter);
    if (next.toString() === filterToSearchParams(current).toString()) return;
    // A second change before the router commits the first builds on it rather than on the URL.
    latest.current = { ...latest.current, filter: nextFilter };
    setPending({ from, filter: nextFilter });
    go({ search: readableQuery(next) }, { replace: options?.replace });
  }, []);

  return { filter, updateFilter };
}
