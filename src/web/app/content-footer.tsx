import { Link } from "../lib/router/link";
import { FOOTER_PAGES } from "./nav-items";

/** Premium beside the side panel's footer pages: one list, for every visitor (docs/screens.md "Layout"). */
const LINKS = [...FOOTER_PAGES, { label: "Premium", to: "/premium" }];

/**
 * The foot of the content area: Q&A, Contact Us and Premium for every visitor, on a phone too,
 * where the side panel (which holds the first two for admins) is not shown to learners.
 */
export function ContentFooter() {
  return (
    <footer className="content-footer">
      <nav aria-label="More about Ponyatno">
        <ul className="content-footer-links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
