import { usePageTitle } from "../../../components/use-page-title";
import { Link } from "../../../lib/router/link";

/**
 * What a non-admin sees on every /admin page. Shown when the server answers an admin call with 401
 * or 403, so it is the server's decision, not a hidden link's.
 */
export function AdminsOnly({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  usePageTitle("Admins only");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="page" aria-labelledby="admins-only-title">
      <Heading id="admins-only-title" className={headingLevel === 1 ? "page-title" : "page-subtitle"}>
        Admins only
      </Heading>
      <p>This area is for the people who run Ponyatno. Log in with an admin account to use it.</p>
      <Link to="/browse" className="btn btn-primary">
        Back to the videos
      </Link>
    </section>
  );
}
