import { type FormEvent, useRef, useState } from "react";
import { SELECT_A_FILE_FIRST } from "../../../shared/contracts/upload-texts";
import { useAppContext } from "../../app/app-context";
import { BusyButton } from "../../components/busy-button";
import { useImportOffPlatformFile } from "./api/use-off-platform-mutations";
import type { ImportOutcome } from "./off-platform-changes";

const NO_FILE: ImportOutcome = { ok: false, error: SELECT_A_FILE_FIRST, rowErrors: [] };

/** Imports many entries from a CSV file; all rows or none (docs/progress.md). */
export function OffPlatformImport() {
  const { user } = useAppContext();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useImportOffPlatformFile(user.id);
  const [noFile, setNoFile] = useState(false);
  const sending = upload.isPending;
  const outcome = noFile ? NO_FILE : (upload.data ?? null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setNoFile(!file);
    if (!file) {
      upload.reset();
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        if (result.ok && fileRef.current) fileRef.current.value = "";
      },
    });
  };

  return (
    <form className="entry-import" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <label htmlFor="entry-import-file" className="form-label">
        CSV file
      </label>
      <div className="d-flex flex-wrap gap-2">
        <input
          id="entry-import-file"
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          className="form-control entry-import-file"
          aria-describedby="entry-import-hint"
        />
        <BusyButton busy={sending} className="btn btn-outline-primary">
          Import
        </BusyButton>
      </div>
      <div id="entry-import-hint" className="form-text">
        Columns startDate, startTime, minutes and comment (endDate optional), e.g.{" "}
        <code>2026-03-12,18:30,45,Podcast</code>. The CSV export imports back as it is.
      </div>
      <div role="status">
        {outcome?.ok && (
          <p className="text-success fw-semibold mt-2 mb-0">
            Imported {outcome.answer.count} {outcome.answer.count === 1 ? "entry" : "entries"}.
          </p>
        )}
        {outcome && !outcome.ok && (
          <div className="text-danger mt-2">
            <p className="fw-semibold mb-1">{outcome.error}</p>
            {outcome.rowErrors.length > 0 && (
              <ul className="small mb-0">
                {outcome.rowErrors.map((row) => (
                  <li key={`${row.line}-${row.error}`}>
                    Line {row.line}: {row.error}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
