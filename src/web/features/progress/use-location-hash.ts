import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { HASH_POLL_MS } from "./progress-cards";

/**
 * The location hash. Router navigations (tabs, the top bar's goal donut) update it at once; the
 * 1-second poll of SPEC.md §9 catches anything that changes the hash behind the router's back.
 */
export function useLocationHash(): string {
  const location = useLocation();
  const [hash, setHash] = useState(() => window.location.hash);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever the router moves
  useEffect(() => setHash(window.location.hash), [location.hash]);

  useEffect(() => {
    const read = () => setHash(window.location.hash);
    const timer = window.setInterval(read, HASH_POLL_MS);
    window.addEventListener("hashchange", read);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("hashchange", read);
    };
  }, []);

  return hash;
}
