import "./not-found-page.css";
import { Link } from "../../lib/router/link";

/** Any path no route matches. */
export function Component() {
  return (
    <section className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Page not found</h1>
      <p className="text-body-secondary">The page you are looking for does not exist or has moved.</p>
      <Link to="/browse" className="btn btn-primary">
        Browse videos
      </Link>
    </section>
  );
}
