import "../../styles/browse.css";
import { lazy, Suspense, useCallback, useState } from "react";
import { hasPremiumAccess, isAdmin } from "../../../shared/domain/roles";
import { useAppContext } from "../../app/app-context";
import { isVisitorPreview } from "../../app/first-screen";
import { useIdleAfterHydration } from "../../app/use-hydrated";
import { AppliedFiltersBar } from "./applied-filters-bar";
import { useBrowseStatistics, useBrowseVideos } from "./browse-queries";
import { BrowseToolbar } from "./browse-toolbar";
import { filterToSearchParams, RESET_FILTER } from "./browse-url-state";
import { useBrowseFilter } from "./use-browse-filter";
import { VideoGrid } from "./video-grid";

export { BrowseErrorScreen as ErrorBoundary } from "./browse-error-screen";

// "Continue watching" comes after the first screen, in a chunk of its own (with zod for its answer),
// so the script a visitor waits for stays as it was (the JavaScript budget: docs/web-performance.md "Targets").
const ContinueWatchingRow = lazy(() =>
  import("./continue-watching-row").then((m) => ({ default: m.ContinueWatchingRow })),
);

// The notice after hiding a video from a card, in a chunk of its own: not needed for the first paint.
const HiddenVideoNotice = lazy(() =>
  import("./hidden-video-notice").then((m) => ({ default: m.HiddenVideoNotice })),
);

/** The video grid with its filters in the query string (docs/screens.md "Browse"). */
export function Component() {
  const { user, desktop } = useAppContext();
  const { filter, updateFilter } = useBrowseFilter();
  const statistics = useBrowseStatistics(user.id, filter);
  const videos = useBrowseVideos(user.id, filter);
  // The lazily loaded parts come after the first screen, in the browser only, once it is idle:
  // "Continue watching" (its own chunk, with zod) and the notice of a hidden video.
  const idle = useIdleAfterHydration();
  // Bumped by "Reset filters" so the slider and the search box drop changes not yet applied.
  const [resetVersion, setResetVersion] = useState(0);

  const reset = useCallback(() => {
    setResetVersion((version) => version + 1);
    updateFilter(() => RESET_FILTER);
  }, [updateFilter]);

  return (
    <section className="browse" aria-labelledby="browse-title">
      <h1 id="browse-title" className="visually-hidden">
        Browse videos
      </h1>
      <BrowseToolbar
        filter={filter}
        statistics={statistics.data}
        resetVersion={resetVersion}
        updateFilter={updateFilter}
      />
      <AppliedFiltersBar
        filter={filter}
        total={statistics.data?.total}
        updateFilter={updateFilter}
        onReset={reset}
      />
      {idle && videos.data && filterToSearchParams(filter).toString() === "" && !isVisitorPreview(user) && (
        <Suspense fallback={null}>
          <ContinueWatchingRow userId={user.id} locked={!hasPremiumAccess(user)} showStatus={isAdmin(user)} />
        </Suspense>
      )}
      <VideoGrid
        query={videos}
        locked={!hasPremiumAccess(user)}
        showStatus={isAdmin(user)}
        desktop={desktop}
        onReset={reset}
      />
      {idle && (
        <Suspense fallback={null}>
          <HiddenVideoNotice />
        </Suspense>
      )}
    </section>
  );
}
