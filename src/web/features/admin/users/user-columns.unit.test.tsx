import { adminUserRow } from "@tests/factories/admin-user-row";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminUserRow } from "../../../../shared/contracts/user-admin";
import { AdminTable } from "../components/admin-table";
import { type UserRowActions, userColumns } from "./user-columns";

const user = adminUserRow({ name: "Анна", email: "anna@example.com" });
const claiming = adminUserRow({
  email: "boris@example.com",
  pendingClaim: { email: "boris@patreon.test", claimedAt: "2026-03-01T10:00:00.000Z" },
});

const noop = () => {};
const actions = (over: Partial<UserRowActions> = {}): UserRowActions => ({
  ownEmail: null,
  busyEmail: null,
  togglePremium: noop,
  edit: noop,
  sendStatusEmail: noop,
  rejectClaim: noop,
  remove: noop,
  ...over,
});

/** The user list rendered with one row. */
const tableOf = (row: AdminUserRow, over?: Partial<UserRowActions>) =>
  renderToStaticMarkup(
    <AdminTable caption="Users" columns={userColumns(actions(over))} rows={[row]} rowId={(u) => u.id} />,
  );

/** Each row action's text, name, colour and whether it is off, read from the rendered table. */
function rowButtons(row: AdminUserRow, over?: Partial<UserRowActions>) {
  const html = tableOf(row, over);
  const cell = html.slice(html.indexOf('class="admin-actions"'));
  return [...cell.matchAll(/<button ([^>]*)>([^<]*)<\/button>/g)].map(([, attributes = "", text]) => ({
    text,
    name: /aria-label="([^"]*)"/.exec(attributes)?.[1],
    tone: /btn-outline-(\w+)/.exec(attributes)?.[1],
    off: attributes.includes('disabled=""'),
  }));
}

describe("the user list's row actions", () => {
  it("are named after the row's email, each in its colour", () => {
    expect(rowButtons(user)).toEqual([
      { text: "Edit", name: "Edit anna@example.com", tone: "primary", off: false },
      { text: "Status email", name: "Status email to anna@example.com", tone: "secondary", off: false },
      { text: "Delete", name: "Delete anna@example.com", tone: "danger", off: false },
    ]);
  });

  it("offer Reject claim on a row with a pending claim", () => {
    expect(rowButtons(claiming).map((b) => b.name)).toEqual([
      "Edit boris@example.com",
      "Status email to boris@example.com",
      "Reject the premium claim of boris@example.com",
      "Delete boris@example.com",
    ]);
    expect(rowButtons(claiming)[2]).toMatchObject({ text: "Reject claim", tone: "warning" });
  });

  it("all wait while the row's call is under way, and only that row's", () => {
    expect(rowButtons(claiming, { busyEmail: claiming.email }).every((b) => b.off)).toBe(true);
    expect(rowButtons(claiming, { busyEmail: user.email }).some((b) => b.off)).toBe(false);
  });

  it("leave out Delete on the admin's own row", () => {
    expect(tableOf(user, { ownEmail: user.email })).toContain("Your account: another admin can delete it.");
    expect(rowButtons(user, { ownEmail: user.email }).map((b) => b.text)).toEqual(["Edit", "Status email"]);
  });
});

describe("the user list's days", () => {
  // The unit tier runs west of UTC (vitest.config.ts), where a browser's own time zone would
  // write 2026-03-31 as 30 March.
  it("are the days stored, whatever the admin's time zone: the last payment as typed, the join and the claim in UTC", () => {
    const html = tableOf(
      adminUserRow({
        joinDate: "2026-01-01T00:30:00.000Z",
        lastPaymentDate: "2026-03-31",
        pendingClaim: { email: "boris@patreon.test", claimedAt: "2026-03-01T01:00:00.000Z" },
      }),
    );
    expect(html).toContain("1 Jan 2026");
    expect(html).toContain("31 Mar 2026");
    expect(html).toContain("(1 Mar 2026)");
  });
});
