import { useSyncExternalStore } from "react";
import { useLocation } from "../../lib/router/location";
import { HASH_POLL_MS } from "./progress-cards";

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, HASH_POLL_MS);
  window.addEventListener("hashchange", onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener("hashchange", onChange);
  };
}

/**
 * The location hash. Router navigations (tabs, the top bar's goal donut) render it at once; the
 * 1-second poll of docs/product-rules.md "Constants" catches anything that changes the hash behind the router's back.
 * The server never sees a hash: its render of the page, and the browser's hydration of it, have
 * none (the summary), and the browser's own follows at once.
 */
export function useLocationHash(): string {
  // Re-renders on every router move, which reads the hash again.
  useLocation();
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
}
