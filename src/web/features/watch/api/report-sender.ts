import type { WatchTimeUpdateRequest, WatchTimeUpdateResponse } from "../../../../shared/contracts/watch";
import { watchRoutes } from "../../../../shared/contracts/watch-values";
import { apiBeacon, apiRequestFirstScreen } from "../../../lib/api";

// The watch page's script carries no zod: the schema is loaded only under tests (lib/api.ts).
const loadSchema = () =>
  import("../../../../shared/contracts/watch").then((m) => m.watchTimeUpdateResponseSchema);

/**
 * Sends a watch-time report and resolves with the learner's new totals. `keepalive` lets a report
 * sent while leaving the page (a pause, then a click on another video) still arrive.
 */
export function postReport(report: WatchTimeUpdateRequest): Promise<WatchTimeUpdateResponse> {
  return apiRequestFirstScreen(watchRoutes.update, loadSchema, { body: report, keepalive: true });
}

/** Sends a report while the page is being hidden or closed, when a normal request may be cancelled. */
export function beaconReport(report: WatchTimeUpdateRequest): void {
  apiBeacon(watchRoutes.update, report);
}
