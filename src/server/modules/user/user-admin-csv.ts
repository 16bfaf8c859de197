import { stringify } from "csv-stringify/sync";
import type { AdminUserRow } from "../../../shared/contracts/user-admin";

/** The columns of users.csv: the list's row, its pending claim in two columns (docs/admin.md). */
export const USERS_CSV_COLUMNS = [
  "id",
  "name",
  "email",
  "joinDate",
  "premium",
  "watchTime",
  "lastPaymentDate",
  "premiumClaimedWithEmail",
  "roles",
  "pendingClaimEmail",
  "pendingClaimedAt",
] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (or a DDE command): a name
// a learner typed must never do that on the admin's computer. The quote makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

function guardCell(value: string | number | boolean): string | number | boolean {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * users.csv: UTF-8 with a byte order mark (so that Excel reads Cyrillic names), a header row, one
 * row per account, CRLF line ends; every text cell that could start a formula is neutralised.
 */
export function toUsersCsv(users: AdminUserRow[]): string {
  const rows = users.map((u) => {
    const row: Record<(typeof USERS_CSV_COLUMNS)[number], string | number | boolean> = {
      id: u.id,
      name: u.name,
      email: u.email,
      joinDate: u.joinDate,
      premium: u.premium,
      watchTime: u.watchTime,
      lastPaymentDate: u.lastPaymentDate ?? "",
      premiumClaimedWithEmail: u.premiumClaimedWithEmail ?? "",
      roles: u.roles.join(" "),
      pendingClaimEmail: u.pendingClaim?.email ?? "",
      pendingClaimedAt: u.pendingClaim?.claimedAt ?? "",
    };
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, guardCell(value)]));
  });
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...USERS_CSV_COLUMNS],
    record_delimiter: "windows",
    cast: { boolean: (value) => (value ? "true" : "false") },
  });
}
