import { countOf } from "../../../shared/domain/counts";
import { formatDuration, formatSeconds } from "../../../shared/domain/time-format";
import { PageSection } from "../../components/page-section";
import { usePageTitle } from "../../components/use-page-title";
import { ApiRequestError } from "../../lib/api";
import { Link } from "../../lib/router/link";
import { useParams } from "../../lib/router/routes";
import { useSeries, useSeriesList } from "./api/series-queries";

/** /series and /series/:id: one module for both, one chunk (docs/screens.md "Series"). */
export function Component() {
  const { id } = useParams();
  return id ? <SeriesEpisodes id={id} /> : <SeriesList />;
}

/** The level range of a series: one level, or the easiest to the hardest. */
function levelRange(min: string, max: string): string {
  return min === max ? min : `${min} – ${max}`;
}

/** /series: every series with its levels, episodes, length and what the learner watched (docs/screens.md "Series"). */
function SeriesList() {
  const query = useSeriesList();
  return (
    <PageSection title="Series">
      {query.isPending ? (
        <p role="status">Loading the series…</p>
      ) : query.isError ? (
        <p role="alert" className="alert alert-danger">
          Could not load the series. {query.error.message}
        </p>
      ) : query.data.series.length === 0 ? (
        <p>No series yet: every video is on the Home page.</p>
      ) : (
        <ul className="list-unstyled">
          {query.data.series.map((series) => (
            <li key={series.id} className="d-flex gap-3 align-items-start mb-3">
              {series.thumbnailUrl && (
                <img src={series.thumbnailUrl} alt="" loading="lazy" width={160} height={90} />
              )}
              <div>
                <h2 className="h5">
                  <Link to={`/series/${series.id}`}>{series.title}</Link>
                </h2>
                <p className="d-flex flex-wrap gap-3 mb-0 text-body-secondary">
                  {series.channelName && <span>{series.channelName}</span>}
                  {series.minLevel && <span>{levelRange(series.minLevel, series.maxLevel)}</span>}
                  <span>{countOf(series.episodes, "episode")}</span>
                  <span>{formatDuration(series.totalSeconds)}</span>
                  <span>
                    Watched {series.watchedEpisodes} of {series.episodes}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

/**
 * /series/:id: the episodes in order with their watched marks, and "Continue" to the first one not
 * watched (docs/screens.md "Series").
 */
function SeriesEpisodes({ id }: { id: string }) {
  const query = useSeries(id);
  usePageTitle(query.data?.series.title ?? "Series");

  if (query.isPending) return <p role="status">Loading the series…</p>;
  if (query.isError) {
    const gone =
      query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
    return (
      <PageSection title={gone ? "This series does not exist" : "Could not load the series"}>
        <p role="alert">{query.error.message}</p>
        <Link to="/series">All series</Link>
      </PageSection>
    );
  }
  const { series, episodes } = query.data;
  const next = episodes.find((episode) => !episode.watched) ?? episodes[0];
  return (
    <PageSection title={series.title}>
      {series.description && <p>{series.description}</p>}
      {next && (
        <p>
          <Link className="btn btn-primary" to={`/watch/${encodeURIComponent(next.id)}`}>
            Continue: episode {next.episode}
          </Link>
        </p>
      )}
      <ol className="list-unstyled" aria-label="Episodes">
        {episodes.map((episode) => (
          <li key={episode.id} className="d-flex gap-3 align-items-start mb-3">
            {episode.thumbnailUrl && (
              <img src={episode.thumbnailUrl} alt="" loading="lazy" width={160} height={90} />
            )}
            <div>
              <Link to={`/watch/${encodeURIComponent(episode.id)}`}>
                {episode.episode}. {episode.title}
              </Link>
              <p className="d-flex flex-wrap gap-3 mb-0 text-body-secondary">
                <span>{formatSeconds(episode.duration)}</span>
                <span>{episode.level}</span>
                {episode.url === null && <span>Premium</span>}
                {episode.watched && <span className="text-success fw-semibold">Watched</span>}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/series">All series</Link>
    </PageSection>
  );
}
