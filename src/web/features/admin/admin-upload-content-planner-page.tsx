import "./planner/planner.css";
import { useEffect, useRef, useState } from "react";
import { CONTENT_PLANNER_FILE_NAME, contentPlannerRoutes } from "../../../shared/contracts/content-planner";
import { Link } from "../../lib/router/link";
import { plannerFailureText, usePlannerUpload } from "./api/use-planner-upload";
import { PlannerLog } from "./planner/planner-log";
import { PlannerUploadForm } from "./planner/planner-upload-form";
import { UploadOverlay } from "./planner/upload-overlay";
import { useStreamedLines } from "./planner/use-streamed-lines";

interface Run {
  fileName: string;
  dryRun: boolean;
  finished: boolean;
}

/**
 * Bulk Update (docs/screens.md): the four steps of the content planner. Download it, upload it (or
 * check it), read the log as it streams in behind the full-screen spinner, check the videos.
 */
export function Component() {
  const log = useStreamedLines();
  const upload = usePlannerUpload(log.append);
  const [run, setRun] = useState<Run | null>(null);
  const logHeading = useRef<HTMLHeadingElement>(null);
  const [focusLog, setFocusLog] = useState(false);
  const busy = upload.isPending;

  const start = (file: File, dryRun: boolean) => {
    log.reset();
    setRun({ fileName: file.name, dryRun, finished: false });
    upload.mutate(
      { file, dryRun },
      {
        onSuccess: () => {
          setRun((r) => r && { ...r, finished: true });
          setFocusLog(true);
        },
        onSettled: () => log.flush(),
      },
    );
  };

  // Once the overlay is gone, focus goes to the log (a failure focuses the file input instead).
  useEffect(() => {
    if (focusLog && !busy) {
      logHeading.current?.focus();
      setFocusLog(false);
    }
  }, [focusLog, busy]);

  const failure = upload.isError ? plannerFailureText(upload.error) : null;

  return (
    <section aria-labelledby="admin-planner-title" className="planner-page">
      <div inert={busy}>
        <h2 id="admin-planner-title" className="page-subtitle">
          Bulk Update
        </h2>
        <p className="text-body-secondary">
          Change many videos at once with the content planner, the team's planning spreadsheet: one row per
          video, keyed by its YouTube link.
        </p>
        <ol className="planner-steps">
          <li>
            <section aria-labelledby="planner-step-download">
              <h3 id="planner-step-download" className="planner-step-title">
                Step 1: Download the content planner
              </h3>
              <p>
                The whole catalog as CSV, hidden, scheduled and premium videos included. Edit it in a
                spreadsheet; uploading it back unchanged changes nothing.
              </p>
              <a
                className="btn btn-outline-primary"
                href={contentPlannerRoutes.download}
                download={CONTENT_PLANNER_FILE_NAME}
              >
                Download the content planner (CSV)
              </a>
            </section>
          </li>
          <li>
            <section aria-labelledby="planner-step-upload">
              <h3 id="planner-step-upload" className="planner-step-title">
                Step 2: Choose the file and upload it
              </h3>
              <PlannerUploadForm busy={busy} failure={failure} onStart={start} />
            </section>
          </li>
          <li>
            <PlannerLog lines={log.lines} run={run} headingRef={logHeading} />
          </li>
          <li>
            <section aria-labelledby="planner-step-check">
              <h3 id="planner-step-check" className="planner-step-title">
                Step 4: Check the videos on the platform
              </h3>
              <ul className="planner-check-links">
                <li>
                  <Link to="/browse">The videos as learners see them</Link>
                </li>
                <li>
                  <Link to="/admin/video">The admin list of videos</Link> (hidden and scheduled ones included)
                </li>
              </ul>
            </section>
          </li>
        </ol>
      </div>
      {busy && run && <UploadOverlay dryRun={run.dryRun} lines={log.lines} />}
    </section>
  );
}
