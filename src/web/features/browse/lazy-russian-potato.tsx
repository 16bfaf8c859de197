import { lazy, Suspense } from "react";

// The picture is only for an empty result or an error: its drawing stays out of the browse chunk
// (the budget for the script before /browse is interactive: docs/web-performance.md "Targets").
const RussianPotato = lazy(() => import("./russian-potato").then((m) => ({ default: m.RussianPotato })));

/** The Russian potato, fetched when first shown; its place is kept meanwhile (no layout shift). */
export function LazyRussianPotato({ className }: { className: string }) {
  return (
    <Suspense
      fallback={<span className={className} style={{ display: "block", aspectRatio: "248 / 216" }} />}
    >
      <RussianPotato className={className} />
    </Suspense>
  );
}
