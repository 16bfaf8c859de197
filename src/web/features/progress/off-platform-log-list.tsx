import { useState } from "react";
import type { OffPlatformLog } from "../../../shared/contracts/progress";
import { formatClockTime, formatDay } from "../../../shared/domain/time-format";
import { useAppContext } from "../../app/app-context";
import { type ColumnHead, ColumnHeads } from "../../components/column-heads";
import { useDeleteOffPlatformEntry } from "./api/use-off-platform-mutations";
import { formatInput } from "./heatmap-grid";
import { useOffPlatformLogs } from "./off-platform-queries";

/** The newest entries shown at first; a long log would push the import form far down. */
const FIRST_ENTRIES = 10;

const LOG_COLUMNS: readonly ColumnHead[] = [
  "Date",
  "Start",
  "Duration",
  { label: "Comment", className: "d-none d-sm-table-cell" },
  { label: "Actions", visuallyHidden: true },
];

/** The learner's off-platform entries, newest first, each with a delete button. */
export function OffPlatformLogList() {
  const { user } = useAppContext();
  const query = useOffPlatformLogs(user.id);
  const deletion = useDeleteOffPlatformEntry(user.id);
  const [showAll, setShowAll] = useState(false);

  const remove = (log: OffPlatformLog) => {
    const what = `${formatInput(log.minutes * 60)} on ${formatDay(log.startDate)} at ${formatClockTime(log.startTime)}`;
    if (!window.confirm(`Delete the entry of ${what}?`)) return;
    deletion.mutate(log.id);
  };
  const error = deletion.error?.message ?? null;

  if (query.isError) return <p className="text-danger">Could not load your log: {query.error.message}</p>;
  if (!query.data) return <p className="text-body-secondary">Loading your log…</p>;
  const allLogs = query.data.logs;
  const logs = showAll ? allLogs : allLogs.slice(0, FIRST_ENTRIES);
  if (allLogs.length === 0) return <p className="text-body-secondary">No entries yet.</p>;

  return (
    <>
      {error && (
        <p className="text-danger" role="alert">
          {error}
        </p>
      )}
      {/* Positioned, so that the hidden column name cannot widen the page on a phone. */}
      <div className="table-responsive position-relative">
        <table className="table table-sm align-middle entry-table">
          <caption className="visually-hidden">Your off-platform entries, newest first</caption>
          <ColumnHeads className="visually-hidden-phone" columns={LOG_COLUMNS} />
          <tbody>
            {logs.map((log) => (
              <tr key={log.id}>
                <td>
                  <span className="text-nowrap">{formatDay(log.startDate)}</span>
                  {/* Phones have no room for a comment column: it goes under the date. */}
                  {log.comment && <div className="entry-comment d-sm-none">{log.comment}</div>}
                </td>
                <td>{formatClockTime(log.startTime)}</td>
                <td className="text-nowrap">{formatInput(log.minutes * 60)}</td>
                <td className="entry-comment d-none d-sm-table-cell">{log.comment}</td>
                <td className="text-end">
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    disabled={deletion.isPending}
                    onClick={() => remove(log)}
                    aria-label={`Delete the entry of ${formatDay(log.startDate)} at ${formatClockTime(log.startTime)}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {allLogs.length > FIRST_ENTRIES && (
        <button type="button" className="btn btn-link px-0" onClick={() => setShowAll((all) => !all)}>
          {showAll ? `Show the newest ${FIRST_ENTRIES}` : `Show all ${allLogs.length} entries`}
        </button>
      )}
    </>
  );
}
