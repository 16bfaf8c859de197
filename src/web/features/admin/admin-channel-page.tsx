import { PagePlaceholder } from "../../components/page-placeholder";

/** Channels: list, add and remove. */
export function Component() {
  return <PagePlaceholder headingLevel={2} title="Channels" />;
}
