import { countOf } from "../../../../shared/domain/counts";
import "../../../styles/bootstrap/forms-and-dialogs.scss";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { PLANNER_MAX_BYTES, PLANNER_MAX_ROWS } from "../../../../shared/contracts/content-planner";
import { SELECT_A_FILE_FIRST } from "../../../../shared/contracts/upload-texts";

interface PlannerUploadFormProps {
  /** An upload or a check is running. */
  busy: boolean;
  /** The last run's failure, already in the words of docs/screens.md "Messages"; null when there is none. */
  failure: string | null;
  onStart: (file: File, dryRun: boolean) => void;
}

/** Step 2: the planner file, "Upload" (applies it) and "Check only" (writes nothing). */
export function PlannerUploadForm({ busy, failure, onStart }: PlannerUploadFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);

  // After a failure the overlay is gone and focus with it: back to the file, to try again.
  useEffect(() => {
    if (failure && !busy) input.current?.focus();
  }, [failure, busy]);

  const start = (dryRun: boolean) => {
    if (!file) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    onStart(file, dryRun);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start(false);
  };

  const megabytes = PLANNER_MAX_BYTES / (1024 * 1024);
  const message = missing ? SELECT_A_FILE_FIRST : failure;

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className="mb-3">
        <label htmlFor={`${id}-file`} className="form-label">
          Content planner file (CSV)
        </label>
        <input
          id={`${id}-file`}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className={`form-control${missing ? " is-invalid" : ""}`}
          aria-invalid={missing ? true : undefined}
          aria-describedby={`${id}-file-hint${message ? ` ${id}-message` : ""}`}
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
        <div id={`${id}-file-hint`} className="form-text">
          The planner saved as CSV (comma or semicolon separated), at most {megabytes} MB and{" "}
          {countOf(PLANNER_MAX_ROWS, "row")}. "Check only" reads every row and writes nothing.
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Upload
        </button>
        <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => start(true)}>
          Check only
        </button>
      </div>
      {/* Stays in the page, so that a new message is announced. */}
      <div role="alert" className="planner-message">
        {message && (
          <div id={`${id}-message`} className="alert alert-danger mt-3 mb-0">
            {message}
          </div>
        )}
      </div>
    </form>
  );
}
