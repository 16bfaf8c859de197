import { startTransition, useDeferredValue, useEffect, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server's render of a page and while the browser hydrates it, true from the render
 * after (and at once in a page the browser renders itself). What only the browser shows (a lazily
 * loaded part, a notice) waits for it, so that hydration renders what the server did.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // A store whose snapshot differs from the server's makes React render its readers again in one
  // blocking task after the hydration; deferred, what "live" brings (the player, the cards' menus,
  // the lazy parts) renders after that, as a transition in slices. On a phone the blocking task
  // was most of every rendered page's blocking time (docs/web-performance.md).
  return useDeferredValue(hydrated);
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
