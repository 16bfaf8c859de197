import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  claimRequestSchema,
  claimResponseSchema,
  membershipResponseSchema,
  patreonWebhookResponseSchema,
  premiumRoutes,
} from "../../../shared/contracts/premium";
import type { AppDeps } from "../../app-deps";
import { callerRoutes } from "../user/index";
import { createPatreonWebhookService } from "./patreon-webhook-service";
import { recordClaim } from "./premium-claim-repository";

/** Claiming premium through the membership provider; the review itself is the admins' (docs/product-rules.md "Roles"). */
export async function registerPremiumRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(premiumRoutes.membership, { schema: { response: { 200: membershipResponseSchema } } }, async () => ({
    provider: "Patreon",
    creatorUrl: deps.config.patreonUrl,
  }));
  callerRoutes(app, deps.sessions).post(
    premiumRoutes.claim,
    {
      schema: { body: claimRequestSchema, response: { 200: claimResponseSchema } },
      // Its guard answers before the body is read: a visitor gets 401 whatever the body holds.
      config: { access: "registered" },
    },
    async (user, request) => ({ message: await recordClaim(deps.db, user.id, request.body.email) }),
  );

  // Patreon signs the body's bytes: this scope reads a JSON body as it came, and the service
  // checks the signature before it parses anything (docs/admin.md "Premium from Patreon").
  const webhook = createPatreonWebhookService({ ...deps, log: app.log });
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        premiumRoutes.webhook,
        { schema: { response: { 200: patreonWebhookResponseSchema } } },
        async (request) => {
          const header = (name: string) => {
            const value = request.headers[name];
            return Array.isArray(value) ? value[0] : value;
          };
          return webhook.receive({
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            event: header("x-patreon-event"),
            signature: header("x-patreon-signature"),
          });
        },
      );
  });
}
