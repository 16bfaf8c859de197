import {
  type OffPlatformChangeResponse,
  type OffPlatformImportError,
  offPlatformChangeResponseSchema,
  offPlatformImportErrorSchema,
  progressRoutes,
} from "../../../shared/contracts/progress";
import { ApiRequestError, apiRequest } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { refreshNotifications } from "../notifications/index";
import { offPlatformLogsQueryKey } from "./off-platform-queries";
import { invalidateProgress } from "./progress-queries";

/**
 * After an entry is added, deleted or imported: the answer's log goes in at once, and the user
 * (top bar totals), the summary and graph, and the notifications (a milestone reached) are refetched.
 */
export async function applyOffPlatformChange(
  userId: string,
  answer: OffPlatformChangeResponse,
  reloadUser: () => Promise<void>,
): Promise<void> {
  queryClient.setQueryData(offPlatformLogsQueryKey(userId), { logs: answer.logs });
  await Promise.all([reloadUser(), invalidateProgress(), refreshNotifications()]);
}

export type ImportOutcome =
  | { ok: true; answer: OffPlatformChangeResponse }
  | { ok: false; error: string; rowErrors: NonNullable<OffPlatformImportError["rowErrors"]> };

/**
 * POST /api/user/off-platform-import. A refused file is an outcome to show, not a thrown error: the
 * 400's body also lists the bad rows (`offPlatformImportErrorSchema`), read from the client's error.
 */
export async function importOffPlatformFile(file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append("file", file);
  try {
    const answer = await apiRequest(progressRoutes.offPlatformImport, offPlatformChangeResponseSchema, {
      body,
    });
    return { ok: true, answer };
  } catch (err) {
    if (!(err instanceof ApiRequestError)) throw err;
    const failure = offPlatformImportErrorSchema.safeParse(err.body);
    if (failure.success)
      return { ok: false, error: failure.data.error, rowErrors: failure.data.rowErrors ?? [] };
    // Not the server's own refusal (a proxy's page, an empty body): the status alone has to do.
    const error = err.code === "http_error" ? `The import failed (${err.status}).` : err.message;
    return { ok: false, error, rowErrors: [] };
  }
}
