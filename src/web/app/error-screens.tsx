import { usePageTitle } from "../components/use-page-title";
import { Link } from "../lib/router/link";
import { usePageError } from "./page-error";

export const ROOT_ERROR_TEXT = "Oops! Sorry, an unexpected error has occurred.";

function reload() {
  window.location.reload();
}

/** Shown when the app cannot start (the user did not load). */
export function RootErrorScreen({ detail }: { detail?: string }) {
  usePageTitle("Error");
  return (
    <main id="main" className="error-screen">
      <div className="error-screen-card">
        <h1 className="h3">{ROOT_ERROR_TEXT}</h1>
        {detail && <p className="text-body-secondary">{detail}</p>}
        <button type="button" className="btn btn-primary" onClick={reload}>
          Try again
        </button>
      </div>
    </main>
  );
}

/** A new deployment removes old script chunks; a reload fetches the current ones. */
function isChunkLoadFailure(message: string): boolean {
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload/i.test(
    message,
  );
}

/** What a page's error says: the error's own message. */
export function describeRouteError(error: unknown): { detail: string; stack?: string } {
  if (error instanceof Error) return { detail: error.message, stack: error.stack };
  return { detail: typeof error === "string" ? error : "Unknown error" };
}

/** The routing layer's error page (docs/screens.md): a page that failed to render or its chunk to load. */
export function RouteErrorPage() {
  const error = usePageError();
  const { detail, stack } = describeRouteError(error);
  usePageTitle("Error");
  if (error) console.error(error);
  return (
    <div className="route-error" role="alert">
      <h1 className="h3">Unexpected Application Error!</h1>
      <p className="route-error-detail">{detail}</p>
      {isChunkLoadFailure(detail) && (
        <p>The app was probably updated while this page was open. Reloading the page fixes this.</p>
      )}
      {stack && (
        <details className="mb-3">
          <summary>Technical details</summary>
          <pre className="route-error-stack">{stack}</pre>
        </details>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={reload}>
          Reload page
        </button>
        <Link className="btn btn-outline-primary" to="/browse">
          Go to Home
        </Link>
      </div>
    </div>
  );
}
