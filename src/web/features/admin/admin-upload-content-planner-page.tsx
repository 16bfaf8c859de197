import { PagePlaceholder } from "../../components/page-placeholder";

/** Download, edit and upload the content planner (SPEC.md §2 Admin screens). */
export function Component() {
  return <PagePlaceholder headingLevel={2} title="Bulk Update" />;
}
