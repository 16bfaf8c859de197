// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export {
  approvePendingClaim,
  type ClaimSummary,
  deleteClaimsOf,
  latestClaimOf,
  pendingClaimOf,
  pendingClaimsByUser,
  rejectPendingClaim,
} from "./premium-claim-review";
export { premiumStatusMail } from "./premium-status-mail";
