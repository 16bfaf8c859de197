import { z } from "zod";
import { isoDateTimeField } from "./date-fields";

/** Every admin call is under this prefix, behind one gate (server: modules/admin/admin-plugin.ts). */
export const ADMIN_API_PREFIX = "/api/admin";

/** The admin area's own calls; each module's admin calls are in its contract (user-admin.ts, catalog-admin.ts). */
export const adminRoutes = {
  audit: "/api/admin/audit",
} as const;

/** How many entries GET /api/admin/audit gives: the most recent. */
export const AUDIT_ENTRIES_SHOWN = 20;

/** One admin action, as the audit log keeps it. */
export const auditEntrySchema = z.object({
  /** When the action was done. */
  at: isoDateTimeField,
  /** The admin's email at the time (kept when the account is deleted); null for a script. */
  actorEmail: z.string().nullable(),
  /** What was done, a stable word such as "video.delete" or "topic.add". */
  action: z.string(),
  /** What it was done to: a video id, an email, a name. */
  target: z.string(),
  /** What else is worth knowing (the changed fields, for instance). */
  // looseObject rather than z.record: the same shape without pulling z.record into the entry chunk.
  detail: z.looseObject({}),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: the most recent admin actions, newest first. */
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditResponse = z.infer<typeof auditResponseSchema>;
