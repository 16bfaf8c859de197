import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

const subscribeToNothing = () => () => {};

/**
 * Whether the page is live: false in the server's render and while the browser hydrates it. Without
 * a HydratedProvider (a component rendered alone, as in a unit test) the browser renders by itself.
 */
const HydratedContext = createContext(true);

/**
 * The one reader of "is this the browser, after hydration?" for the whole app (AppRoot). A store
 * whose snapshot on the server differs from the browser's makes React render its reader again in
 * one blocking task just after hydration: here that reader is this provider alone, whose children
 * are the same elements (React skips them) and whose value is deferred, so it is still false in that
 * render. The change to true reaches the readers after, as a transition React renders in slices.
 * When every reader held the store itself, that blocking task re-rendered most of every rendered
 * page on a phone (docs/web-performance.md).
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return <HydratedContext value={useDeferredValue(hydrated)}>{children}</HydratedContext>;
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
