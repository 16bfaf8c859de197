import { AUDIT_ENTRIES_SHOWN, type AuditResponse } from "../../../shared/contracts/admin";
import type { Db } from "../../db/create-db";
import { listRecentAudit } from "./audit-repository";

/**
 * GET /api/admin/audit's answer, the most recent admin actions: for the route and for the admin
 * page's HTML (plugins/first-screen.ts). Both callers have checked that the caller is an admin.
 */
export async function auditAnswer(db: Db): Promise<AuditResponse> {
  return { entries: await listRecentAudit(db, AUDIT_ENTRIES_SHOWN) };
}
