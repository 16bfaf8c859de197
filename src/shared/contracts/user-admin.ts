import { z } from "zod";
import { booleanField } from "./boolean-field";
import { isoDateTimeField } from "./date-fields";
import { textField } from "./text";
import { personNameField } from "./user";

/** The admin calls on users (docs/api.md; docs/screens.md "Messages"; docs/admin.md). */
export const userAdminRoutes = {
  list: "/api/admin/user",
  exportCsv: "/api/admin/user/export-csv",
  update: "/api/admin/user/update",
  delete: "/api/admin/user/delete",
  sendStatusEmail: "/api/admin/user/send-status-email",
  rejectClaim: "/api/admin/user/reject-claim",
} as const;

/** The texts the user list shows (docs/screens.md "Messages"). */
export const USER_ADMIN_TEXTS = {
  exportFailed: "Failed to export users",
  updated: "User updated",
  updateFailed: "Failed to update user",
  deleteTitle: "Delete this account?",
  deleteExplained:
    "Its progress, watch history, off-platform entries and premium claims are deleted with it, and it is logged out everywhere. Its feedback stays, without the author. This cannot be undone.",
  /** In place of Delete on the admin's own row: the server refuses it anyway (docs/admin.md "Delete"). */
  ownAccount: "Your account: another admin can delete it.",
  deleted: "Account deleted",
  deleteFailed: "Failed to delete account",
  emailSent: "Email sent!",
  emailFailed: "Failed to send email",
  claimRejected: "Claim rejected: the learner was emailed the reason",
  claimRejectedNotMailed:
    "Claim rejected, but the email could not be sent: use Send status email to try again.",
  rejectFailed: "Failed to reject the claim",
} as const;

/** Where an account's premium came from (migration 0025), and how the users page names it. */
export const PREMIUM_SOURCES = ["webhook", "claim", "admin"] as const;
export type PremiumSource = (typeof PREMIUM_SOURCES)[number];
export const PREMIUM_SOURCE_LABELS: Readonly<Record<PremiumSource, string>> = {
  webhook: "Patreon (automatic)",
  claim: "Claim approved",
  admin: "Set by an admin",
};

/** Rows per page and page buttons of the user list (docs/product-rules.md "Constants"). */
export const USER_LIST_PAGE_SIZE = 15;
export const USER_LIST_PAGE_BUTTONS = 5;

/** A premium claim waiting for an admin's review. */
export const pendingClaimSchema = z.object({
  /** The membership provider's account email the learner gave. */
  email: z.string(),
  /** When the claim was made. */
  claimedAt: isoDateTimeField,
});

/** A row of the admin user list (docs/product-rules.md "Data and defaults", plus id, roles and a pending claim). */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** When the account signed up (not the anonymous visit before it). */
  joinDate: isoDateTimeField,
  premium: z.boolean(),
  /** Total input in seconds. */
  watchTime: z.number(),
  /** ISO 8601 date (YYYY-MM-DD) of the last payment, or null. */
  lastPaymentDate: z.string().nullable(),
  /** The provider email the premium was claimed with (kept after review), or null. */
  premiumClaimedWithEmail: z.string().nullable(),
  roles: z.array(z.string()),
  /** The claim waiting for review, or null. */
  pendingClaim: pendingClaimSchema.nullable(),
  /**
   * Where premium came from (docs/admin.md "Premium from Patreon"): Patreon's webhook, a claim an
   * admin approved, or an admin by hand; null without premium.
   */
  premiumSource: z.enum(PREMIUM_SOURCES).nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** GET /api/admin/user: every registered account, newest first (anonymous visitors are not listed). */
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserRowSchema) });

const emailField = textField({
  notText: "email is required.",
  empty: "email is required.",
  max: 320,
  tooLong: "email can have at most 320 characters.",
  label: "email",
});

/** A calendar date YYYY-MM-DD (a date-time is cut to its date), or null / "" to clear it. */
const paymentDateField = z
  .union([z.string(), z.null()])
  .transform((v) => (v === null || v.trim() === "" ? null : v.trim().slice(0, 10)))
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), {
    error: "lastPaymentDate must be a date such as 2026-03-31, or empty.",
  });

/**
 * POST /api/admin/user/update: the user row. Only name, premium, lastPaymentDate and
 * premiumClaimedWithEmail change; the account is found by its email, which never changes here (nor
 * roles, watch time or sessions). Other fields of the row are ignored. Setting premium resolves a
 * pending claim.
 */
export const adminUserUpdateRequestSchema = z.object({
  email: emailField,
  name: personNameField({
    missing: "name is required.",
    empty: "The name cannot be empty.",
    tooLong: "The name can have at most 100 characters.",
    label: "The name",
  }),
  premium: booleanField("premium"),
  lastPaymentDate: paymentDateField.optional(),
  premiumClaimedWithEmail: textField({
    max: 320,
    tooLong: "premiumClaimedWithEmail can have at most 320 characters.",
    label: "premiumClaimedWithEmail",
  })
    .nullable()
    .optional(),
});
export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateRequestSchema>;

/** POST /api/admin/user/reject-claim: the account's pending claim is rejected, and the reason mailed. */
export const adminRejectClaimRequestSchema = z.object({
  email: emailField,
  reason: textField({
    notText: "Write the reason the learner will read.",
    empty: "Write the reason the learner will read.",
    max: 1000,
    tooLong: "The reason can have at most 1,000 characters.",
    label: "reason",
  }),
});
export type AdminRejectClaimRequest = z.input<typeof adminRejectClaimRequestSchema>;

/** POST /api/admin/user/delete and /send-status-email: `{ email }`. */
export const adminUserEmailRequestSchema = z.object({ email: emailField });

/** The answer of update, delete and send-status-email: the sentence to show, and the row if it remains. */
export const adminUserActionResponseSchema = z.object({
  message: z.string(),
  user: adminUserRowSchema.optional(),
});
