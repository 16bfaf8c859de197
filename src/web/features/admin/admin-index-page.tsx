import { RecentChanges } from "./components/recent-changes";

/** /admin itself: where to go, and what admins changed lately. */
export function Component() {
  return (
    <>
      <p className="text-body-secondary">Choose a section above to manage content or users.</p>
      <RecentChanges />
    </>
  );
}
