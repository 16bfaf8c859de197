import { PagePlaceholder } from "../../components/page-placeholder";

/** The paginated user list with export, update, delete and status email. */
export function Component() {
  return <PagePlaceholder headingLevel={2} title="Users" />;
}
