import { PagePlaceholder } from "../../components/page-placeholder";

/** Summary, goals and off-platform input, switched by the hash (SPEC.md §2 Progress page). */
export function Component() {
  return <PagePlaceholder title="My Progress" />;
}
