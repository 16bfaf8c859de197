import "./planner/planner.css";
import { type ReactNode, useEffect, useRef, useState } from "react";
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
          <PlannerStep id="planner-step-download" title="Step 1: Download the content planner">
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
          </PlannerStep>
          <PlannerStep id="planner-step-upload" title="Step 2: Choose the file and upload it">
            <PlannerUploadForm busy={busy} failure={failure} onStart={start} />
          </PlannerStep>
          <li>
            <PlannerLog lines={log.lines} run={run} headingRef={logHeading} />
          </li>
          <PlannerStep id="planner-step-check" title="Step 4: Check the videos on the platform">
            <ul className="planner-check-links">
              <li>
                <Link to="/browse">The videos as learners see them</Link>
              </li>
              <li>
                <Link to="/admin/video">The admin list of videos</Link> (hidden and scheduled ones included)
              </li>
            </ul>
          </PlannerStep>
        </ol>
      </div>
      {busy && run && <UploadOverlay dryRun={run.dryRun} lines={log.lines} />}
    </section>
  );
}

/** One numbered step of the page: a section titled by its heading. */
function PlannerStep({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <li>
      <section aria-labelledby={id}>
        <h3 id={id} className="planner-step-title">
          {title}
        </h3>
        {children}
      </section>
    </li>
  );
}
