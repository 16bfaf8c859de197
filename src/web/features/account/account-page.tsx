import { PagePlaceholder } from "../../components/page-placeholder";

/** Profile, goals and notifications (SPEC.md §2 Account Settings). */
export function Component() {
  return <PagePlaceholder title="Account settings" />;
}
