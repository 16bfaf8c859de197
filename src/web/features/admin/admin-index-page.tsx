/** /admin itself: the hub's buttons above say where to go. */
export function Component() {
  return <p className="text-body-secondary">Choose a section above to manage content or users.</p>;
}
