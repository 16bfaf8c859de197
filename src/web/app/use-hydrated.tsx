import { createContext, type ReactNode, startTransition, use, useEffect, useState } from "react";

/**
 * Whether the page is live: false in the server's render and while the browser hydrates it. Without
 * a HydratedProvider (a component rendered alone, as in a unit test) the browser renders by itself.
 */
const HydratedContext = createContext(true);

/**
 * The one reader of "is this the browser, after hydration?" for the whole app (AppRoot).
 * `startsLive` is false where a page is rendered on the server and where the browser hydrates it,
 * true where the browser renders the app itself. Once hydrated, the change to true is a state set
 * in a transition from an effect: React renders it in slices, after the hydration's commit. A store
 * whose server snapshot differs from the browser's (how this was read before) makes React render
 * again at once inside that commit, in one blocking task with every effect of the page, which on a
 * phone was the longest task of the load (docs/web-performance.md).
 */
export function HydratedProvider({ startsLive, children }: { startsLive: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(startsLive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the server's render of a page and while the browser hydrates it, true from the render
 * after (and at once in a page the browser renders itself). What only the browser shows (a lazily
 * loaded part, a notice) waits for it, so that hydration renders what the server did.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

/** How long a busy browser may keep useIdleAfterHydration waiting. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `callback` once the browser is idle (at most IDLE_TIMEOUT_MS); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(callback, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(handle);
}

/**
 * False until the browser is idle after the page first rendered (requestIdleCallback, at most
 * IDLE_TIMEOUT_MS): for what the page may need later but not while it loads.
 */
export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/**
 * For what lies below a page's first screen: true at once in a page the browser renders itself;
 * in a page the server rendered, false in its render and its hydration (which then do less work,
 * on the phone that waits for them) and true once the browser is idle after, rendered as a
 * transition (in slices, a click first).
 */
export function useBelowFirstScreen(): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (shown) return;
    return whenIdle(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
