import { PagePlaceholder } from "../../components/page-placeholder";

/** The beta feedback form (SPEC.md §2 Feedback). */
export function Component() {
  return <PagePlaceholder title="Feedback" />;
}
