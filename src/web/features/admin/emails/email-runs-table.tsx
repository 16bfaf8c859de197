import type { EmailRun } from "../../../../shared/contracts/email-runs";
import { type AdminColumns, AdminTable, adminColumnHelper } from "../components/admin-table";
import { AdminTime } from "../components/admin-time";
import { describeFailure, describeInstance, describeRunCounts } from "./email-run-sentences";

function seconds(run: EmailRun): string {
  if (!run.finishedAt) return "Still running";
  return `${((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000).toFixed(1)} s`;
}

const column = adminColumnHelper<EmailRun>();
// A card of "column: value" lines on a phone, as the other admin lists (docs/screens.md "Admin").
const columns: AdminColumns<EmailRun> = [
  column.display({
    id: "started",
    header: "Started",
    cell: ({ row }) => <AdminTime at={row.original.startedAt} seconds />,
  }),
  column.display({ id: "took", header: "Took", cell: ({ row }) => seconds(row.original) }),
  column.display({
    id: "server",
    header: "Ran on",
    cell: ({ row }) => (
      <span className="admin-cell-wrap small">{describeInstance(row.original.instance)}</span>
    ),
  }),
  column.display({
    id: "emails",
    header: "Emails",
    cell: ({ row }) => (
      <span className={`admin-cell-wrap${row.original.failed > 0 ? " text-danger fw-semibold" : ""}`}>
        {describeRunCounts(row.original)}
      </span>
    ),
  }),
  column.display({
    id: "failures",
    header: "Failures",
    cell: ({ row }) =>
      row.original.failures.length === 0 ? (
        "None"
      ) : (
        <ul className="list-unstyled mb-0 admin-cell-wrap small">
          {row.original.failures.map((f) => (
            // A run handles each job (kind, period, learner) once.
            <li key={`${f.kind} ${f.period} ${f.email}`}>{describeFailure(f)}</li>
          ))}
        </ul>
      ),
  }),
];

/** The runs, newest first, with their failures under each run that had any. */
export function EmailRunsTable({ runs }: { runs: EmailRun[] }) {
  return (
    <AdminTable
      caption="The last runs of the email jobs, newest first"
      columns={columns}
      rows={runs}
      rowId={(run) => run.id}
    />
  );
}
