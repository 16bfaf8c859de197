/**
 * The router (wouter) imports `useSyncExternalStore` from the `use-sync-external-store` shim, made
 * for React versions before 18; React 19 has it. vite.config.ts points the shim here, so the
 * script every page waits for carries React's own, not a copy (docs/web-performance.md).
 */
export { useSyncExternalStore } from "react";
