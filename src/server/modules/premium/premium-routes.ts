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
      // Its guard answers before the body is read: a visitor gets 401 whatever the body holds.
      config: { access: "registered" },
    },
    async (request) => {
      const user = deps.sessions.caller(request);
      return { message: await recordClaim(deps.db, user.id, request.body.email) };
    },
  );
}
