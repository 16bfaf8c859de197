import { PagePlaceholder } from "../../components/page-placeholder";

/** The player and "More videos like this" (SPEC.md §2 Watch page). */
export function Component() {
  return <PagePlaceholder title="Watch" />;
}
