import "./browse-states.css";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { usePageError } from "../../app/page-error";
import { ApiRequestError } from "../../lib/api";
import { browseQueryKey } from "../../lib/query-keys";
import { Link } from "../../lib/router/link";
import { useLocation, useNavigate } from "../../lib/router/location";
import { LazyRussianPotato } from "./lazy-russian-potato";

/**
 * Browse's own error screen (docs/screens.md): the shell stays, and "Try again" loads the grid afresh
 * without reloading the whole app.
 */
export function BrowseErrorScreen() {
  const error = usePageError();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => console.error(error), [error]);

  // The API client's messages are written for people (e.g. "Could not reach the server…").
  const detail = error instanceof ApiRequestError ? error.message : null;
  // Forget the failed queries so that they run again; a navigation to the same URL then makes the
  // page's error boundary (app/lazy-page.tsx) drop this screen and render the page afresh.
  const forgetFailedQueries = () => queryClient.resetQueries({ queryKey: browseQueryKey });
  const retry = () => {
    void forgetFailedQueries();
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  return (
    <section className="page browse-error" role="alert" aria-labelledby="browse-error-title">
      <LazyRussianPotato className="browse-error-potato" />
      <div>
        <h1 id="browse-error-title" className="page-title">
          The videos did not load
        </h1>
        <p>Something went wrong while fetching the videos. It is usually over in a moment.</p>
        {detail && <p className="text-body-secondary">{detail}</p>}
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={retry}>
            Try again
          </button>
          <Link to="/browse" className="btn btn-outline-primary" onClick={() => void forgetFailedQueries()}>
            Show all videos
          </Link>
        </div>
      </div>
    </section>
  );
}
