import type { AuditEntry } from "../../../../shared/contracts/admin";
import { CallFailure } from "../../../components/call-failure";
import { useAudit } from "../api/use-audit";
import { AdminSection } from "./admin-section";
import { type AdminColumns, AdminTable, adminColumnHelper } from "./admin-table";
import { AdminTime } from "./admin-time";
import { describeAuditEntry } from "./audit-sentences";

const column = adminColumnHelper<AuditEntry>();
// In sentences (audit-sentences.ts); a card of "column: value" lines on a phone, as the other lists.
const columns: AdminColumns<AuditEntry> = [
  column.display({
    id: "when",
    header: "When",
    cell: ({ row }) => <AdminTime at={row.original.at} />,
  }),
  column.display({
    id: "who",
    header: "Who",
    cell: ({ row }) => <span className="admin-cell-wrap">{describeAuditEntry(row.original).who}</span>,
  }),
  column.display({
    id: "what",
    header: "What",
    cell: ({ row }) => <span className="admin-cell-wrap">{describeAuditEntry(row.original).what}</span>,
  }),
  column.display({
    id: "detail",
    header: "Detail",
    cell: ({ row }) => (
      <span className="admin-cell-wrap small">{describeAuditEntry(row.original).detail}</span>
    ),
  }),
];

/** The 20 most recent admin actions (GET /api/admin/audit), newest first. */
export function RecentChanges() {
  const audit = useAudit();
  return (
    <AdminSection title="Recent changes" className="mt-4">
      {audit.isPending && <p className="text-body-secondary">Loading…</p>}
      <CallFailure error={audit.error} lead="Could not load the recent changes. " className="text-danger" />
      {audit.data && audit.data.entries.length === 0 && (
        <p className="text-body-secondary">No changes recorded yet.</p>
      )}
      {audit.data && audit.data.entries.length > 0 && (
        <AdminTable
          caption="The most recent admin actions, newest first"
          columns={columns}
          rows={audit.data.entries}
          rowId={(entry) => `${entry.at} ${entry.action} ${entry.target}`}
        />
      )}
    </AdminSection>
  );
}
