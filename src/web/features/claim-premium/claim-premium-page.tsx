import { PagePlaceholder } from "../../components/page-placeholder";

/** Claim premium through the membership provider (SPEC.md §2 Claim Premium). */
export function Component() {
  return <PagePlaceholder title="Claim Premium" />;
}
