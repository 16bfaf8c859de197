import { z } from "zod";

/** A row of the admin user list (SPEC.md §3 "Admin user row"). */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO 8601 date-time of sign-up. */
  joinDate: z.string(),
  premium: z.boolean(),
  /** Total input in seconds. */
  watchTime: z.number(),
  lastPaymentDate: z.string().nullable(),
  premiumClaimedWithEmail: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** GET /api/admin/user */
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserRowSchema) });
