import { PagePlaceholder } from "../../components/page-placeholder";

/** Speakers: list, add and remove. */
export function Component() {
  return <PagePlaceholder headingLevel={2} title="Speakers" />;
}
