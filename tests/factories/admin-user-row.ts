import type { AdminUserRow } from "../../src/shared/contracts/user-admin";

/**
 * A row of the admin user list for a web unit test (no server): a registered learner without
 * premium, input or claim, with `over` on top; its id is its email.
 */
export function adminUserRow(over: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: over.email ?? "id",
    name: "Someone",
    email: "someone@example.com",
    joinDate: "2026-01-01T00:00:00.000Z",
    premium: false,
    watchTime: 0,
    lastPaymentDate: null,
    premiumClaimedWithEmail: null,
    roles: [],
    pendingClaim: null,
    premiumSource: null,
    ...over,
  };
}
