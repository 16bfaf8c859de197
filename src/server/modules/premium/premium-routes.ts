import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  claimRequestSchema,
  claimResponseSchema,
  membershipResponseSchema,
  premiumRoutes,
} from "../../../shared/contracts/premium";
import type { AppDeps } from "../../app-deps";
import { recordClaim } from "./premium-claim-repository";

/** Claiming premium through the membership provider; the review itself is the admins' (docs/product-rules.md "Roles"). */
export async function registerPremiumRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(premiumRoutes.membership, { schema: { response: { 200: membershipResponseSchema } } }, async () => ({
    provider: "Patreon",
    creatorUrl: deps.config.patreonUrl,
  }));
  r.post(
    premiumRoutes.claim,
    {
      schema: { body: claimRequestSchema, response: { 200: claimResponseSchema } },
      // Who may ask comes before what is asked: a visitor gets 401 whatever the body holds.
      preValidation: async (request) => void (await deps.sessions.requireRegistered(request)),
    },
    async (request) => {
      const user = await deps.sessions.requireRegistered(request);
      return { message: await recordClaim(deps.db, user.id, request.body.email) };
    },
  );
}
