import { useMutation } from "@tanstack/react-query";
import { CONTENT_PLANNER_TEXTS, contentPlannerRoutes } from "../../../../shared/contracts/content-planner";
import { plannerLineKind } from "../../../../shared/domain/planner-log";
import { ApiRequestError, apiStream } from "../../../lib/api";
import { browseQueryKey, VIDEO_QUERY_ROOT } from "../../../lib/query-keys";
import { createLineSplitter } from "../planner/planner-lines";
import { useAdminKeys } from "./admin-keys";

export interface PlannerUploadRequest {
  file: File;
  /** "Check only": the server reads and checks every row and writes nothing. */
  dryRun: boolean;
}

export interface PlannerUploadResult {
  dryRun: boolean;
  lineCount: number;
}

/** Said when the answer breaks off (after a real upload the rows logged before the break stand). */
export const PLANNER_STREAM_BROKEN = "The connection broke before the log was complete.";
/** Said when the answer ends cleanly but without the summary (or a "Stopped:" line). */
export const PLANNER_LOG_INCOMPLETE =
  "The log ended before its summary line; the upload may not have finished.";

/** The upload's address: `?dryRun=1` for "Check only". */
export function plannerUploadPath(dryRun: boolean): string {
  return dryRun ? `${contentPlannerRoutes.upload}?dryRun=1` : contentPlannerRoutes.upload;
}

/**
 * POST /api/admin/update-content-planner (multipart, field `file`). The answer is the log as plain
 * text, streamed while the rows are applied: each complete line is handed to `onLines` as it
 * arrives. A file refused as a whole is a 4xx `{error, code}`, thrown as an ApiRequestError with the
 * server's sentence; so is a network failure (status 0), before or during the stream.
 */
export async function uploadPlanner(
  { file, dryRun }: PlannerUploadRequest,
  onLines: (lines: string[]) => void,
  signal?: AbortSignal,
): Promise<PlannerUploadResult> {
  const body = new FormData();
  body.append("file", file);
  const splitter = createLineSplitter();
  let lineCount = 0;
  let last: string | undefined;
  let sawSummary = false;
  const emit = (lines: string[]) => {
    if (lines.length === 0) return;
    lineCount += lines.length;
    last = lines[lines.length - 1];
    if (!sawSummary) sawSummary = lines.some((line) => plannerLineKind(line) === "summary");
    onLines(lines);
  };

  let status: number;
  try {
    ({ status } = await apiStream(
      plannerUploadPath(dryRun),
      // The log's own type beside JSON (a refusal); the browser adds Origin (the server's check).
      // Same-origin credentials, as the upload always asked: the API is on the page's origin.
      { body, signal, accept: "text/plain, application/json", credentials: "same-origin" },
      (text) => emit(splitter.push(text)),
    ));
  } catch (err) {
    if (!(err instanceof ApiRequestError && err.code === "stream_broken")) throw err;
    emit(splitter.end());
    throw new ApiRequestError(0, "stream_broken", PLANNER_STREAM_BROKEN);
  }
  emit(splitter.end());

  // A log cut short by the server ends with its "Stopped: …" line, a problem line of its own.
  const stopped = last !== undefined && plannerLineKind(last) === "problem";
  if (!sawSummary && !stopped) throw new ApiRequestError(status, "log_incomplete", PLANNER_LOG_INCOMPLETE);
  return { dryRun, lineCount };
}

/**
 * The Bulk Update page's upload: its pending state is the page's spinner overlay, its error the
 * 'Unexpected failure.' alert; the log's lines go to `onLines` as they stream in. After a real
 * upload (finished or not: the rows before a break stand) the catalog's queries are refetched.
 */
export function usePlannerUpload(onLines: (lines: string[]) => void) {
  const { refresh, queryClient } = useAdminKeys();
  return useMutation({
    mutationFn: (request: PlannerUploadRequest) => uploadPlanner(request, onLines),
    onSettled: (_data, _error, request) => {
      if (request.dryRun) return;
      // Not awaited: the overlay goes as soon as the log is in; the lists refetch behind it.
      void refresh("videos", "video-options", "topics", "speakers", "channels");
      void queryClient.invalidateQueries({ queryKey: browseQueryKey });
      void queryClient.invalidateQueries({ queryKey: [VIDEO_QUERY_ROOT] });
    },
  });
}

/**
 * What the page says when an upload fails (docs/screens.md "Messages"): a file the server refused
 * as a whole (4xx: a wrong header, not a CSV, too large) is "The file was not read." and the
 * server's sentence, which says what is wrong; "Unexpected failure." is kept for faults (5xx,
 * network, a log cut short).
 */
export function plannerFailureText(error: Error): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return `${refused ? CONTENT_PLANNER_TEXTS.fileRefused : CONTENT_PLANNER_TEXTS.unexpectedFailure} ${error.message}`;
}
