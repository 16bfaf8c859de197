import type { AuditEntry } from "../../../../shared/contracts/admin";
import { useAudit } from "../api/use-audit";
import { TableBox } from "./table-box";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

function formatAt(at: string): string {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : timeFormat.format(ms);
}

/** The detail object as short "key: value" pairs. */
export function describeDetail(detail: AuditEntry["detail"]): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

/** The 20 most recent admin actions (GET /api/admin/audit), newest first. */
export function RecentChanges() {
  const audit = useAudit();
  return (
    <section aria-labelledby="recent-changes-title" className="mt-4">
      <h2 id="recent-changes-title" className="page-subtitle">
        Recent changes
      </h2>
      {audit.isPending && <p className="text-body-secondary">Loading…</p>}
      {audit.isError && (
        <p className="text-danger" role="alert">
          Could not load the recent changes. {audit.error.message}
        </p>
      )}
      {audit.data && audit.data.entries.length === 0 && (
        <p className="text-body-secondary">No changes recorded yet.</p>
      )}
      {audit.data && audit.data.entries.length > 0 && (
        <TableBox label="The most recent admin actions, newest first" className="table-responsive">
          <table className="table table-sm align-middle admin-table">
            <caption className="visually-hidden">The most recent admin actions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.entries.map((entry) => (
                <tr key={`${entry.at} ${entry.action} ${entry.target}`}>
                  <td className="text-nowrap">
                    <time dateTime={entry.at}>{formatAt(entry.at)}</time>
                  </td>
                  <td>{entry.actorEmail ?? "a script"}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td className="admin-cell-wrap">{entry.target}</td>
                  <td className="admin-cell-wrap small">{describeDetail(entry.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}
