import { Link, useRouteError } from "react-router";
import { PagePlaceholder } from "../../components/page-placeholder";
import { usePageTitle } from "../../components/use-page-title";

/** The video grid with filters in the query string (SPEC.md §2 Browse screen). */
export function Component() {
  return <PagePlaceholder title="Browse videos" />;
}

/** Browse has its own error screen (SPEC.md §2): the shell stays, the grid offers a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  usePageTitle("Browse videos");
  console.error(error);
  return (
    <section className="page" role="alert">
      <h1 className="page-title">Browse videos</h1>
      <p>The videos could not be loaded. Please try again in a moment.</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/progress" className="btn btn-outline-primary">
          My Progress
        </Link>
      </div>
    </section>
  );
}
