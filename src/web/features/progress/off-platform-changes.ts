import {
  type OffPlatformChangeResponse,
  offPlatformChangeResponseSchema,
  offPlatformImportErrorSchema,
  progressRoutes,
} from "../../../shared/contracts/progress";
import { NETWORK_ERROR_MESSAGE } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { offPlatformLogsQueryKey } from "./off-platform-queries";
import { invalidateProgress } from "./progress-queries";

/**
 * After an entry is added, deleted or imported: the answer's log goes in at once, and the user
 * (top bar totals) and the summary and graph are refetched.
 */
export async function applyOffPlatformChange(
  userId: string,
  answer: OffPlatformChangeResponse,
  reloadUser: () => Promise<void>,
): Promise<void> {
  queryClient.setQueryData(offPlatformLogsQueryKey(userId), { logs: answer.logs });
  await Promise.all([reloadUser(), invalidateProgress()]);
}

export type ImportOutcome =
  | { ok: true; answer: OffPlatformChangeResponse }
  | { ok: false; error: string; rowErrors: { line: number; error: string }[] };

/**
 * POST /api/user/off-platform-import. Read here rather than through the shared client, whose
 * error keeps only the sentence: an import's 400 also lists the bad rows.
 */
export async function importOffPlatformFile(file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch(progressRoutes.offPlatformImport, {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/json" },
      body,
    });
  } catch {
    return { ok: false, error: NETWORK_ERROR_MESSAGE, rowErrors: [] };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = offPlatformChangeResponseSchema.safeParse(json);
    if (parsed.success) return { ok: true, answer: parsed.data };
    return { ok: false, error: "The server sent an unexpected answer.", rowErrors: [] };
  }
  const failure = offPlatformImportErrorSchema.safeParse(json);
  if (failure.success)
    return { ok: false, error: failure.data.error, rowErrors: failure.data.rowErrors ?? [] };
  return { ok: false, error: `The import failed (${response.status}).`, rowErrors: [] };
}
