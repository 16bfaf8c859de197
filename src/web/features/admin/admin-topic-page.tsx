import { PagePlaceholder } from "../../components/page-placeholder";

/** Topics: list, add and remove. */
export function Component() {
  return <PagePlaceholder headingLevel={2} title="Topics" />;
}
