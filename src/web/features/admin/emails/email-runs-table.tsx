import type { EmailRun } from "../../../../shared/contracts/email-runs";
import { TableBox } from "../components/table-box";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });

function formatAt(at: string): string {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : timeFormat.format(ms);
}

function seconds(run: EmailRun): string {
  if (!run.finishedAt) return "running";
  return `${((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000).toFixed(1)} s`;
}

/** The runs, newest first, with their failures under each run that had any. */
export function EmailRunsTable({ runs }: { runs: EmailRun[] }) {
  return (
    <TableBox label="The last runs of the email jobs, newest first" className="table-responsive">
      <table className="table table-sm align-middle admin-table">
        <caption className="visually-hidden">The last runs of the email jobs, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Took</th>
            <th scope="col">Instance</th>
            <th scope="col">Planned</th>
            <th scope="col">Sent</th>
            <th scope="col">Retried</th>
            <th scope="col">Failed</th>
            <th scope="col">Skipped</th>
            <th scope="col">Failures</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <td className="text-nowrap">
                <time dateTime={run.startedAt}>{formatAt(run.startedAt)}</time>
              </td>
              <td className="text-nowrap">{seconds(run)}</td>
              <td className="admin-cell-wrap small">{run.instance}</td>
              <td>{run.planned}</td>
              <td>{run.sent}</td>
              <td>{run.retried}</td>
              <td className={run.failed > 0 ? "text-danger fw-semibold" : undefined}>{run.failed}</td>
              <td>{run.skipped}</td>
              <td className="admin-cell-wrap small">
                {run.failures.length === 0 ? (
                  "None"
                ) : (
                  <ul className="list-unstyled mb-0">
                    {run.failures.map((f) => (
                      // A run handles each job (kind, period, learner) once.
                      <li key={`${f.kind} ${f.period} ${f.email}`}>
                        {f.kind} {f.period} to {f.email}: {f.error}{" "}
                        {f.final ? "(given up)" : "(will be tried again)"}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
