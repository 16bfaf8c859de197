import type { VideoSeriesResponse } from "../../../shared/contracts/series";
import type { Video } from "../../../shared/contracts/video";
import { Link } from "../../lib/router/link";

/**
 * What autoplay picks from: the series' next episode first, then "More videos like this" without
 * it (docs/product-rules.md "Series").
 */
export function autoplayQueue(series: VideoSeriesResponse | undefined, related: readonly Video[]): Video[] {
  const next = series?.next;
  return next ? [next, ...related.filter((video) => video.id !== next.id)] : [...related];
}

/** "Episode n of N · series title" and "Next episode", under an episode's title (docs/screens.md "Watch"). */
export function SeriesLine({ series }: { series: VideoSeriesResponse }) {
  if (!series.series) return null;
  return (
    <p className="watch-series">
      <Link to={`/series/${encodeURIComponent(series.series.id)}`}>
        Episode {series.episode} of {series.episodes} · {series.series.title}
      </Link>
      {series.next && (
        <Link className="btn btn-sm btn-outline-primary" to={`/watch/${encodeURIComponent(series.next.id)}`}>
          Next episode
        </Link>
      )}
    </p>
  );
}
