import { useMutation } from "@tanstack/react-query";
import { progressRoutes } from "../../../../shared/contracts/progress-values";
import { apiDownload } from "../../../lib/api";
import { saveBlob } from "../../../lib/save-blob";

export type ExportFormat = "csv" | "json";

/** GET /api/user/export?format=…: the whole history, saved under the server's file name. */
export function useExportHistory() {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const { blob, fileName } = await apiDownload(`${progressRoutes.export}?format=${format}`);
      saveBlob(blob, fileName ?? `ponyatno-progress.${format}`);
    },
  });
}
