import { useMutation } from "@tanstack/react-query";
import {
  type OffPlatformEntryRequest,
  offPlatformChangeResponseSchema,
  progressRoutes,
} from "../../../../shared/contracts/progress";
import { invalidateUser } from "../../../app/user-query";
import { apiRequest } from "../../../lib/api";
import { applyOffPlatformChange, importOffPlatformFile } from "../off-platform-changes";

/**
 * POST /api/user/off-platform-time. On success the answer's log goes in at once and the totals are
 * refetched (applyOffPlatformChange); the mutation settles once they are in.
 */
export function useAddOffPlatformEntry(userId: string) {
  return useMutation({
    mutationFn: (body: OffPlatformEntryRequest) =>
      apiRequest(progressRoutes.offPlatformTime, offPlatformChangeResponseSchema, { body }),
    onSuccess: (answer) => applyOffPlatformChange(userId, answer, invalidateUser),
  });
}

/** POST /api/user/off-platform-log/delete of one entry, by its id. */
export function useDeleteOffPlatformEntry(userId: string) {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(progressRoutes.offPlatformDelete, offPlatformChangeResponseSchema, { body: { id } }),
    onSuccess: (answer) => applyOffPlatformChange(userId, answer, invalidateUser),
  });
}

/**
 * POST /api/user/off-platform-import of a CSV file. Its outcome is data, not an error: a refused
 * file comes back with the rows at fault (importOffPlatformFile).
 */
export function useImportOffPlatformFile(userId: string) {
  return useMutation({
    mutationFn: (file: File) => importOffPlatformFile(file),
    onSuccess: async (outcome) => {
      if (outcome.ok) await applyOffPlatformChange(userId, outcome.answer, invalidateUser);
    },
  });
}
