import { PagePlaceholder } from "../../components/page-placeholder";

/** The video list with premium and visible toggles. */
export function Component() {
  return <PagePlaceholder headingLevel={2} title="Videos" />;
}
