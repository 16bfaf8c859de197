import type { AdminUserRow } from "../../../shared/contracts/user-admin";
import { type CsvCell, toCsv } from "../../lib/csv";

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

/**
 * users.csv: one row per account (lib/csv.ts: for a spreadsheet, formulas neutralised).
 */
export function toUsersCsv(users: AdminUserRow[]): string {
  const rows = users.map(
    (u): Record<(typeof USERS_CSV_COLUMNS)[number], CsvCell> => ({
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
    }),
  );
  return toCsv(USERS_CSV_COLUMNS, rows);
}
