import "./browse-states.css";
import { memo, useMemo } from "react";
import type { Video } from "../../../shared/contracts/video";
import { useBelowFirstScreen } from "../../app/use-hydrated";
import type { useBrowseVideos } from "./browse-queries";
import { LazyRussianPotato } from "./lazy-russian-potato";
import { useLoadMoreWhenVisible } from "./use-load-more-when-visible";
import { VideoCard } from "./video-card";
import { VideoCardMenu } from "./video-card-menu";

interface VideoGridProps {
  query: ReturnType<typeof useBrowseVideos>;
  locked: boolean;
  /** The viewer is an admin (hidden and scheduled videos are marked). */
  showStatus: boolean;
  /** The desktop layout (AppContext.desktop): how many cards the first row holds. */
  desktop: boolean;
  onReset: () => void;
}

/**
 * The cards of the first row (browse.css: one column on a phone, up to 4 on a desktop): their
 * thumbnails load at once, the first one (the largest paint) with high priority; the rest load
 * lazily, once laid out. On a phone the cards below the first would compete with it for the
 * network (and React preloads each eager image of a page it renders on the server).
 */
const FIRST_ROW_CARDS = { phone: 1, desktop: 4 };
/**
 * The cards of the first screen (two on a common phone, two rows on a desktop, with room for
 * taller screens): the server renders those, and the browser hydrates them, before the rest of the
 * page (useBelowFirstScreen).
 */
const FIRST_SCREEN_CARDS = { phone: 4, desktop: 12 };
const SKELETON_CARDS = Array.from({ length: 8 }, (_, i) => i);

/**
 * A card of the grid with its menu, drawn again only when its video or its props change: the grid
 * renders again when the user does (on a first visit, the new visitor after the server's preview
 * of them) with the same videos, and 24 cards are most of the page's work on a phone.
 */
const GridCard = memo(function GridCard(props: {
  video: Video;
  locked: boolean;
  showStatus: boolean;
  priority: "high" | "eager" | undefined;
}) {
  return <VideoCard {...props} menu={<VideoCardMenu video={props.video} />} />;
});

function LoadingGrid() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading videos…
      </p>
      <div className="video-grid" aria-hidden="true">
        {SKELETON_CARDS.map((i) => (
          <div key={i} className="video-card-skeleton">
            <span />
            <span />
            <span />
          </div>
        ))}
      </div>
    </>
  );
}

function EmptyResult({ onReset }: { onReset: () => void }) {
  return (
    <div className="browse-empty">
      <LazyRussianPotato className="browse-empty-potato" />
      <p className="browse-empty-text">No video found. Here is a Russian potato.</p>
      <button type="button" className="btn btn-outline-primary" onClick={onReset}>
        Reset filters
      </button>
    </div>
  );
}

/** The cards, loading the next page when the last one comes into view (docs/screens.md). */
export function VideoGrid({ query, locked, showStatus, desktop, onReset }: VideoGridProps) {
  const { data, isPending, isPlaceholderData, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const { fetchNextPage } = query;
  const videos = useMemo(() => {
    // A catalog change between two pages can shift a video onto the next page: show it once.
    const byId = new Map<string, Video>();
    for (const page of data?.pages ?? [])
      for (const video of page.videos) byId.set(video.id, byId.get(video.id) ?? video);
    return [...byId.values()];
  }, [data]);

  const firstRow = desktop ? FIRST_ROW_CARDS.desktop : FIRST_ROW_CARDS.phone;
  const all = useBelowFirstScreen();
  const shown = all
    ? videos
    : videos.slice(0, desktop ? FIRST_SCREEN_CARDS.desktop : FIRST_SCREEN_CARDS.phone);
  // The next page is for the end of this one, not for the end of its first screen.
  const canLoadMore =
    all && hasNextPage && !isFetchingNextPage && !isPlaceholderData && !isFetchNextPageError;
  const lastCardRef = useLoadMoreWhenVisible(canLoadMore, () => void fetchNextPage());

  if (isPending || (isPlaceholderData && videos.length === 0)) return <LoadingGrid />;
  if (videos.length === 0) return <EmptyResult onReset={onReset} />;

  return (
    <>
      <ul
        className={`video-grid${isPlaceholderData ? " is-updating" : ""}`}
        aria-label="Videos"
        aria-busy={isPlaceholderData}
      >
        {shown.map((video, index) => (
          <li key={video.id} ref={index === shown.length - 1 ? lastCardRef : undefined}>
            <GridCard
              video={video}
              locked={locked}
              showStatus={showStatus}
              priority={index === 0 ? "high" : index < firstRow ? "eager" : undefined}
            />
          </li>
        ))}
      </ul>
      <div className="video-grid-footer">
        {isFetchingNextPage && (
          <p role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading more videos…
          </p>
        )}
        {isFetchNextPageError && (
          <p role="alert">
            More videos could not be loaded.{" "}
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => void fetchNextPage()}
            >
              Try again
            </button>
          </p>
        )}
      </div>
    </>
  );
}
