import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { premiumRoutes } from "../../../../shared/contracts/premium";
import { apiRequest } from "../../../lib/api";

// Read the message as any text: one the contract does not know yet is "unknown", not a failed request.
const claimAnswerSchema = z.object({ message: z.string() });

/** POST /api/patreon/claim with the email of the learner's membership-provider account. */
export function useClaimPremium() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(premiumRoutes.claim, claimAnswerSchema, { body: { email } }),
  });
}
