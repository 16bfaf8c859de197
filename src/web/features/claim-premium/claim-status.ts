import { CLAIM_OUTCOME_TEXTS, type ClaimOutcome, EMPTY_CLAIM_EMAIL } from "../../../shared/contracts/premium";

/** What the line under the claim form says, and in which colour (docs/screens.md "Messages"). */
export interface ClaimStatus {
  text: string;
  tone: "success" | "danger";
}

export const CLAIM_UNKNOWN_ANSWER = "Failed to claim. Sorry for your inconvenience! Please try again later.";
export const CLAIM_REQUEST_FAILED = "Failed to claim. Please try again later.";

function isClaimOutcome(message: string): message is ClaimOutcome {
  return Object.hasOwn(CLAIM_OUTCOME_TEXTS, message);
}

/** The status for the server's `message`; any value the contract does not list is "unknown". */
export function statusOfAnswer(message: string): ClaimStatus {
  if (!isClaimOutcome(message)) return { text: CLAIM_UNKNOWN_ANSWER, tone: "danger" };
  const outcome = CLAIM_OUTCOME_TEXTS[message];
  return { text: outcome.text, tone: outcome.success ? "success" : "danger" };
}

export const requestFailedStatus: ClaimStatus = { text: CLAIM_REQUEST_FAILED, tone: "danger" };

/** Null when the email may be sent; the address format itself is left to the email input. */
export function checkClaimEmail(email: string): ClaimStatus | null {
  return email.trim() === "" ? { text: EMPTY_CLAIM_EMAIL, tone: "danger" } : null;
}
