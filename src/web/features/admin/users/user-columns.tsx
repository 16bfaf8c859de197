import {
  type AdminUserRow,
  PREMIUM_SOURCE_LABELS,
  USER_ADMIN_TEXTS,
} from "../../../../shared/contracts/user-admin";
import { formatDay, formatDuration } from "../../../../shared/domain/time-format";
import { type AdminColumns, adminColumnHelper } from "../components/admin-table";
import { RowAction, type RowActionTone } from "../components/row-action";
import { YesNoToggle } from "../components/yes-no-toggle";

/** A stored day (a date, or an instant's UTC day) as every page writes it; "—" for none. */
const dayOrDash = (iso: string | null): string => (iso ? formatDay(iso) : "—");

export interface UserRowActions {
  /** The signed-in admin's email: their own row has no Delete. */
  ownEmail: string | null;
  /** The email of the row whose call is under way: its buttons wait. */
  busyEmail: string | null;
  togglePremium: (user: AdminUserRow) => void;
  edit: (user: AdminUserRow) => void;
  sendStatusEmail: (user: AdminUserRow) => void;
  rejectClaim: (user: AdminUserRow) => void;
  remove: (user: AdminUserRow) => void;
}

const column = adminColumnHelper<AdminUserRow>();

/**
 * The buttons of a user's row, in order, each named after the row: Reject claim only while a claim
 * waits, and no Delete on the admin's own row (the cell says why instead).
 */
function userRowButtons(user: AdminUserRow, actions: UserRowActions) {
  const { email } = user;
  const buttons: { tone: RowActionTone; text: string; label: string; act: (user: AdminUserRow) => void }[] = [
    { tone: "primary", text: "Edit", label: `Edit ${email}`, act: actions.edit },
    {
      tone: "secondary",
      text: "Status email",
      label: `Status email to ${email}`,
      act: actions.sendStatusEmail,
    },
  ];
  if (user.pendingClaim) {
    buttons.push({
      tone: "warning",
      text: "Reject claim",
      label: `Reject the premium claim of ${email}`,
      act: actions.rejectClaim,
    });
  }
  if (email !== actions.ownEmail) {
    buttons.push({ tone: "danger", text: "Delete", label: `Delete ${email}`, act: actions.remove });
  }
  return buttons;
}

/** The user list's columns (docs/product-rules.md "Data and defaults") with the row's actions. */
export function userColumns(actions: UserRowActions): AdminColumns<AdminUserRow> {
  return [
    column.accessor("name", { header: "Name" }),
    column.accessor("email", {
      header: "Email",
      cell: (c) => <span className="admin-cell-wrap">{c.getValue()}</span>,
    }),
    column.accessor("joinDate", { header: "Joined", cell: (c) => dayOrDash(c.getValue()) }),
    column.accessor("watchTime", { header: "Input", cell: (c) => formatDuration(c.getValue()) }),
    column.accessor("premium", {
      header: "Premium",
      cell: (c) => {
        const source = c.row.original.premiumSource;
        return (
          <>
            <YesNoToggle
              value={c.getValue()}
              label={`Premium for ${c.row.original.email}`}
              disabled={actions.busyEmail === c.row.original.email}
              onToggle={() => actions.togglePremium(c.row.original)}
            />
            {c.getValue() && source && (
              <span className="d-block small text-body-secondary">{PREMIUM_SOURCE_LABELS[source]}</span>
            )}
          </>
        );
      },
    }),
    column.accessor("lastPaymentDate", { header: "Last payment", cell: (c) => dayOrDash(c.getValue()) }),
    column.display({
      id: "claim",
      header: "Premium claim",
      cell: ({ row: { original: user } }) =>
        user.pendingClaim ? (
          <span className="badge text-bg-warning admin-cell-wrap">
            Pending: {user.pendingClaim.email} ({dayOrDash(user.pendingClaim.claimedAt)})
          </span>
        ) : (
          <span className="admin-cell-wrap">{user.premiumClaimedWithEmail ?? "—"}</span>
        ),
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row: { original: user } }) => {
        const busy = actions.busyEmail === user.email;
        return (
          <div className="admin-actions">
            {userRowButtons(user, actions).map(({ tone, text, label, act }) => (
              <RowAction key={text} tone={tone} label={label} disabled={busy} onClick={() => act(user)}>
                {text}
              </RowAction>
            ))}
            {user.email === actions.ownEmail && (
              <span className="small text-body-secondary">{USER_ADMIN_TEXTS.ownAccount}</span>
            )}
          </div>
        );
      },
    }),
  ];
}
