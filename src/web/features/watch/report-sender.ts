import type { WatchTimeUpdateRequest, WatchTimeUpdateResponse } from "../../../shared/contracts/watch";
import { watchRoutes } from "../../../shared/contracts/watch-values";

/**
 * Sends a watch-time report and resolves with the learner's new totals. `keepalive` lets a report
 * sent while leaving the page (a pause, then a click on another video) still arrive.
 */
export async function postReport(report: WatchTimeUpdateRequest): Promise<WatchTimeUpdateResponse> {
  const response = await fetch(watchRoutes.update, {
    method: "POST",
    credentials: "include",
    keepalive: true,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(report),
  });
  if (!response.ok) throw new Error(`Watch time report refused (${response.status})`);
  const json: unknown = await response.json();
  // As apiRequestFirstScreen: parsed in development and tests; a production build trusts the server.
  if (import.meta.env.PROD) return json as WatchTimeUpdateResponse;
  const { watchTimeUpdateResponseSchema } = await import("../../../shared/contracts/watch");
  return watchTimeUpdateResponseSchema.parse(json);
}

/**
 * Sends a report while the page is being hidden or closed, when a normal request may be cancelled.
 * Falls back to a keepalive fetch where sendBeacon is missing or refuses (queue full).
 */
export function beaconReport(report: WatchTimeUpdateRequest): void {
  const body = JSON.stringify(report);
  const queued =
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(watchRoutes.update, new Blob([body], { type: "application/json" }));
  if (!queued) void postReport(report).catch(() => undefined);
}
