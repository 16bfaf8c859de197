import { PagePlaceholder } from "../../components/page-placeholder";

/** The add-video form. */
export function Component() {
  return <PagePlaceholder headingLevel={2} title="Add video" />;
}
