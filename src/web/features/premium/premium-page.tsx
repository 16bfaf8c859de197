import { PagePlaceholder } from "../../components/page-placeholder";

/** Free vs Premium comparison (SPEC.md §2 Premium page). */
export function Component() {
  return <PagePlaceholder title="Premium" />;
}
