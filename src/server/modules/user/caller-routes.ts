import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import type { RouteAccess } from "../../http/route-access";
import type { Sessions } from "./session";
import type { UserRow } from "./user-mapper";

type Request<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
type Reply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
/** What the route's response schema lets the handler answer. */
type Answer<S extends FastifySchema> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >
>;

/** A guarded route's handler: the caller its guard admitted, then the request and the reply. */
export type CallerHandler<S extends FastifySchema> = (
  caller: UserRow,
  request: Request<S>,
  reply: Reply<S>,
) => Answer<S>;

/** A guarded route's options: its zod schemas and its markers, who may call it first. */
export interface CallerRouteOptions<S extends FastifySchema> {
  schema: S;
  config: FastifyContextConfig & { access: Exclude<RouteAccess, "anyone"> };
}

/**
 * Registers routes whose guard admits a caller (`config.access`, docs/architecture.md "Who may
 * call a route") and hands each handler that caller, `sessions.caller(request)`: the one way a
 * guarded handler learns who is calling, written here once instead of in every handler.
 */
export function callerRoutes(app: FastifyInstance, sessions: Sessions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route =
    (method: "GET" | "POST") =>
    <const S extends FastifySchema>(
      url: string,
      options: CallerRouteOptions<S>,
      handler: CallerHandler<S>,
    ) => {
      r.route<RouteGenericInterface, ContextConfigDefault, S>({
        method,
        url,
        ...options,
        handler: (request, reply) => handler(sessions.caller(request), request, reply),
      });
    };
  return { get: route("GET"), post: route("POST") };
}

export type CallerRoutes = ReturnType<typeof callerRoutes>;

/**
 * A module's registration of guarded routes, all of whose handlers take their caller: `define` is
 * given the registrar of `callerRoutes` and the app's deps, with what the module made for them
 * (`Own`: a service it keeps per app).
 */
export function defineCallerRoutes<Own extends object = object>(
  define: (r: CallerRoutes, deps: AppDeps & Own) => void | Promise<void>,
) {
  return async (app: FastifyInstance, deps: AppDeps & Own): Promise<void> =>
    define(callerRoutes(app, deps.sessions), deps);
}
