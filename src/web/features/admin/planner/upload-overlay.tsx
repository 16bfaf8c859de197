import "../../../styles/bootstrap/progress.scss";
import { useEffect, useRef } from "react";
import Spinner from "react-bootstrap/Spinner";
import { createPortal } from "react-dom";
import { plannerProgress } from "../../../../shared/domain/planner-log";
import { progressText } from "./planner-lines";

interface UploadOverlayProps {
  /** "Check only" (nothing is written) or a real upload. */
  dryRun: boolean;
  /** The log's lines so far: "row n of N" comes from them. */
  lines: readonly string[];
}

/**
 * The full-screen spinner overlay (docs/screens.md) while a planner is uploaded, with "row n of N" once the
 * streamed log says how many rows the file holds (before its first line, the spinner alone).
 */
export function UploadOverlay({ dryRun, lines }: UploadOverlayProps) {
  const box = useRef<HTMLDivElement>(null);
  const progress = plannerProgress(lines);
  const text = progressText(progress);
  const total = progress.total;
  const done = total === null ? 0 : Math.min(progress.done, total);

  // The pressed button is covered (and the page inert): focus goes to the overlay meanwhile.
  useEffect(() => {
    box.current?.focus();
  }, []);

  return createPortal(
    <div className="planner-overlay" ref={box} tabIndex={-1}>
      <Spinner animation="border" variant="primary" className="planner-overlay-spinner" aria-hidden="true" />
      <p role="status" className="planner-overlay-text">
        {dryRun ? "Checking the content planner…" : "Uploading the content planner…"}
      </p>
      {text !== null && total !== null && (
        <div className="planner-overlay-progress">
          <p className="mb-1">{text}</p>
          <div
            className="progress"
            role="progressbar"
            aria-label="Rows done"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={text}
          >
            <div className="progress-bar" style={{ width: `${total === 0 ? 100 : (100 * done) / total}%` }} />
          </div>
        </div>
      )}
    </div>,
    document.body,
  );
}
