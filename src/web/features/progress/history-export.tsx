import { BusyButton } from "../../components/busy-button";
import { useExportHistory } from "./api/use-export-history";
import { ProgressBlock } from "./progress-block";

const FORMATS = [
  { format: "csv", label: "Download CSV" },
  { format: "json", label: "Download JSON" },
] as const;

/** Export of the whole history (GET /api/user/export), as CSV or JSON. */
export function HistoryExport() {
  const exportHistory = useExportHistory();
  const busy = exportHistory.isPending ? exportHistory.variables : null;
  const error = exportHistory.error;

  return (
    <ProgressBlock titleId="progress-export-title" title="Your data">
      <p className="form-text mt-0">
        Your whole history: daily totals, videos watched and off-platform input.
      </p>
      <div className="d-flex flex-wrap gap-2">
        {FORMATS.map(({ format, label }) => (
          <BusyButton
            key={format}
            type="button"
            className="btn btn-outline-primary btn-sm"
            busy={busy === format}
            disabled={busy !== null}
            onClick={() => exportHistory.mutate(format)}
          >
            {label}
          </BusyButton>
        ))}
      </div>
      {error && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          Export failed: {error.message}
        </p>
      )}
    </ProgressBlock>
  );
}
