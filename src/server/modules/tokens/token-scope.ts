import type { ApiTokenScope } from "../../../shared/contracts/api-tokens";

/**
 * The route marker that lets a call accept personal access tokens: `config: { token: "read" }`
 * on the route (docs/decisions/013). A call without it refuses every `Authorization: Bearer`
 * header (bearer-auth.ts), so the calls that accept a token are exactly the marked ones.
 * - `read`: a token of either scope may call it;
 * - `write`: only a token with the write scope.
 */
declare module "fastify" {
  interface FastifyContextConfig {
    token?: ApiTokenScope;
  }
}

/** Whether a token of `held` scope may call a route marked `needed`. */
export function scopeAllows(held: ApiTokenScope, needed: ApiTokenScope): boolean {
  return held === "write" || needed === "read";
}
