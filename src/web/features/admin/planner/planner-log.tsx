import { type Ref, useId, useMemo, useState } from "react";
import { countOf } from "../../../../shared/domain/counts";
import { type LogEntry, logEntries, problemCount, visibleEntries } from "./planner-lines";

interface PlannerLogProps {
  lines: readonly string[];
  /** The run the log belongs to, for the line under the heading; null before the first run. */
  run: { fileName: string; dryRun: boolean; finished: boolean } | null;
  /** The heading, which the page focuses when a run ends. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Step 3: every line of the log in order, the problems (refused rows, failed files, a stop) marked
 * in words and colour, the summary line in bold, and "Only problems" to hide the rest.
 */
export function PlannerLog({ lines, run, headingRef }: PlannerLogProps) {
  const id = useId();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const entries = useMemo(() => logEntries(lines), [lines]);
  const problems = problemCount(entries);
  const shown = visibleEntries(entries, onlyProblems);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="planner-step-title">
        Step 3: Read the log
      </h3>
      {/* Says how the last run went; the lines themselves are not read out one by one. */}
      <p role="status" className="text-body-secondary">
        {run?.finished && outcomeText(run, problems)}
      </p>
      {entries.length === 0 ? (
        <p className="text-body-secondary">
          The log of each row appears here after an upload or a check: look for refused rows and thumbnail or
          subtitle download failures.
        </p>
      ) : (
        <>
          <div className="form-check mb-2">
            <input
              id={`${id}-only-problems`}
              type="checkbox"
              className="form-check-input"
              checked={onlyProblems}
              onChange={(event) => setOnlyProblems(event.target.checked)}
              aria-describedby={`${id}-only-problems-hint`}
            />
            <label htmlFor={`${id}-only-problems`} className="form-check-label">
              Only problems
            </label>
            <div id={`${id}-only-problems-hint`} className="form-text mt-0">
              {countOf(problems, "problem")}; the summary line stays.
            </div>
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long log scrolls in its box, which the keyboard must reach to scroll it (WCAG 2.1.1) */}
          <ol aria-label="Upload log" className="planner-log" tabIndex={0}>
            {shown.map((entry) => (
              <LogLine key={entry.index} entry={entry} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function LogLine({ entry }: { entry: LogEntry }) {
  if (entry.kind === "problem") {
    return (
      <li className="planner-log-line planner-log-problem text-danger">
        <strong>Problem:</strong> {entry.text}
      </li>
    );
  }
  if (entry.kind === "summary") {
    return <li className="planner-log-line planner-log-summary">{entry.text}</li>;
  }
  return <li className="planner-log-line">{entry.text}</li>;
}

function outcomeText(run: { fileName: string; dryRun: boolean }, problems: number): string {
  const what = run.dryRun ? `Checked ${run.fileName}; nothing was written.` : `Uploaded ${run.fileName}.`;
  const found = problems === 0 ? "No problems in the log." : `${countOf(problems, "problem")} in the log.`;
  return `${what} ${found}`;
}
