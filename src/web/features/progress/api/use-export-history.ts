import { type ExportFormat, progressRoutes } from "../../../../shared/contracts/progress-values";
import { useDownload } from "../../../lib/api-queries";

/** GET /api/user/export?format=…: the whole history, saved under the server's file name. */
export function useExportHistory() {
  return useDownload(
    (format: ExportFormat) => `${progressRoutes.export}?format=${format}`,
    (format) => `ponyatno-progress.${format}`,
  );
}
