import { useState } from "react";
import { progressRoutes } from "../../../shared/contracts/progress-values";
import { apiDownload } from "../../lib/api";

const FORMATS = [
  { format: "csv", label: "Download CSV" },
  { format: "json", label: "Download JSON" },
] as const;

/** Hands a downloaded file to the browser under the server's name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export of the whole history (GET /api/user/export), as CSV or JSON. */
export function HistoryExport() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (format: "csv" | "json") => {
    setBusy(format);
    setError(null);
    try {
      const { blob, fileName } = await apiDownload(`${progressRoutes.export}?format=${format}`);
      saveFile(blob, fileName ?? `ponyatno-progress.${format}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="progress-block" aria-labelledby="progress-export-title">
      <h3 id="progress-export-title" className="progress-block-title">
        Your data
      </h3>
      <p className="form-text mt-0">
        Your whole history: daily totals, videos watched and off-platform input.
      </p>
      <div className="d-flex flex-wrap gap-2">
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {busy === format && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {label}
          </button>
        ))}
      </div>
      {error && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          Export failed: {error}
        </p>
      )}
    </section>
  );
}
