import { EXPORT_FORMATS, type ExportFormat } from "../../../shared/contracts/progress-values";
import { useExportHistory } from "./api/use-export-history";
import { DownloadButtons } from "./download-buttons";
import { ProgressBlock } from "./progress-block";

const LABELS: Record<ExportFormat, string> = { csv: "Download CSV", json: "Download JSON" };
const FORMATS = EXPORT_FORMATS.map((format) => ({ format, label: LABELS[format] }));

/** Export of the whole history (GET /api/user/export), as CSV or JSON. */
export function HistoryExport() {
  const exportHistory = useExportHistory();

  return (
    <ProgressBlock title="Your data">
      <p className="form-text mt-0">
        Your whole history: daily totals, videos watched and off-platform input.
      </p>
      <DownloadButtons choices={FORMATS} download={exportHistory} />
    </ProgressBlock>
  );
}
