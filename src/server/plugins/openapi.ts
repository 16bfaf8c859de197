import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { ApiTokenScope } from "../../shared/contracts/api-tokens";
import { START_BEFORE_END } from "../../shared/domain/off-platform-entry";
import { OPERATION_EXAMPLES } from "../http/openapi-examples";
import { OPERATIONS, type OperationDoc, operationKey } from "../http/openapi-operations";
import { ACCESS_SENTENCES, accessOf, type RouteAccess } from "../http/route-access";

/** Where the readable reference (Swagger UI, served from node_modules, no CDN) lives. */
export const API_REFERENCE_PREFIX = "/api/reference";

const API_DESCRIPTION = [
  "The calls of Ponyatno, the comprehensible-input platform for learners of Russian.",
  "Your own tools (trackers, importers, dashboards) call them with a personal access token from",
  '/account, "Apps and tokens": `Authorization: Bearer <token>`. Each call says whether a token',
  "may call it and with which scope; the others need the session cookie of the web app.",
  "Every error is JSON `{ error, code }`: `error` is a sentence to show a person, `code` a stable",
  "snake_case code for programs. Walkthrough: docs/api.md.",
].join(" ");

/** The shape of every 4xx and 5xx answer (plugins/errors.ts makes all of them). */
const API_ERROR_SCHEMA = {
  type: "object",
  required: ["error", "code"],
  properties: {
    error: {
      type: "string",
      description: "A sentence a person can act on.",
      example: START_BEFORE_END,
    },
    code: {
      type: "string",
      description: "A stable machine-readable code in snake_case.",
      example: "invalid_off_platform_entry",
    },
  },
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
});

/** The token scope a route accepts: the tokens module's marker on the route, else none. */
export function tokenScopeOf(route: Pick<RouteOptions, "config" | "schema">): ApiTokenScope | undefined {
  const config = route.config as { tokenScope?: unknown; token?: unknown } | undefined;
  const marker = config?.tokenScope ?? config?.token;
  if (marker === "read" || marker === "write") return marker;
  const security = (route.schema as { security?: Record<string, string[]>[] } | undefined)?.security;
  const scopes = security?.flatMap((s) => s.bearerAuth ?? []) ?? [];
  if (scopes.includes("write")) return "write";
  if (scopes.includes("read")) return "read";
  return undefined;
}

function scopeSentence(scope: ApiTokenScope | undefined): string {
  if (scope === "read")
    return "Scope: read. A personal access token with the read or write scope may call it.";
  if (scope === "write") return "Scope: write. A personal access token needs the write scope.";
  return "Not available to API tokens: a Bearer token is refused with 401.";
}

/**
 * Summary, description, tag and security of one operation: the words are the route's own, else
 * OPERATIONS'; who may call it is the route's guard (`access`), its token scope the route's marker.
 */
function describeOperation(
  doc: OperationDoc | undefined,
  schema: Record<string, unknown>,
  access: RouteAccess,
  scope: ApiTokenScope | undefined,
) {
  const summary = (schema.summary as string | undefined) ?? doc?.summary;
  const text = (schema.description as string | undefined) ?? doc?.description;
  const description = [text, ACCESS_SENTENCES[access], scopeSentence(scope)].filter(Boolean).join("\n\n");
  // OpenAPI's alternatives: a token or the session; `{}` is "no credentials needed". OpenAPI 3.0
  // wants an empty scope list for an HTTP bearer scheme: the scope is in x-token-scope and the text.
  const security: Record<string, string[]>[] = scope
    ? [{ bearerAuth: [] }, { sessionCookie: [] }]
    : access === "anyone"
      ? [{}, { sessionCookie: [] }]
      : [{ sessionCookie: [] }];
  return {
    ...(summary ? { summary } : {}),
    description,
    tags: (schema.tags as string[] | undefined) ?? (doc ? [doc.tag] : undefined),
    security,
    "x-token-scope": scope ?? "none",
  };
}

/**
 * The OpenAPI document at /api/docs (for outsiders and for the fuzz tier, which reads its routes)
 * and its readable form at /api/reference. Zod contracts become JSON schemas; OPERATIONS adds the
 * words a reader needs (summary, description, tag), the route's markers who may call it (the
 * guard's `config.access`) and the token scope; every operation gets the error shape.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: "Ponyatno API", version: "1", description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description:
              'A personal access token from /account, "Apps and tokens" (read or write scope). Accepted only on the calls that say so.',
          },
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: "pn_session",
            description: "The web app's session (set by POST /api/user and the sign-in calls).",
          },
        },
      },
    },
    transform: (input) => {
      // A route without any schema (a download) is documented all the same.
      const { schema = {}, url } = jsonSchemaTransform(input);
      if ((schema as { hide?: boolean }).hide) return { schema, url };
      const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
      const doc = OPERATIONS[operationKey(method, input.route.url)];
      const scope = tokenScopeOf(input.route);
      const own = schema as Record<string, unknown>;
      return { schema: { ...schema, ...describeOperation(doc, own, accessOf(input.route), scope) }, url };
    },
    transformObject: (document) => {
      if (!("openapiObject" in document)) throw new Error("Only OpenAPI 3 is written.");
      return withErrorsAndExamples(document.openapiObject);
    },
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PREFIX,
    // Our CSP (plugins/security.ts) already allows what Swagger UI needs: its scripts and styles
    // are files of our origin, and it fetches the document from our origin. No header of its own.
    staticCSP: false,
    validatorUrl: false,
    theme: { title: "Ponyatno API reference" },
    uiConfig: {
      deepLinking: true,
      docExpansion: "list",
      defaultModelsExpandDepth: 0,
      displayRequestDuration: true,
      tryItOutEnabled: false,
    },
  });
}

interface OpenApiOperation {
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
}
type OpenApiObject = Partial<{
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}>;

/** The shared error schema on every operation, and the examples of the main calls. */
function withErrorsAndExamples<T extends object>(document: T): T {
  const openapi = document as OpenApiObject;
  const components = openapi.components ?? {};
  openapi.components = { ...components, schemas: { ...components.schemas, ApiError: API_ERROR_SCHEMA } };
  for (const [path, methods] of Object.entries(openapi.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      operation.responses = {
        ...operation.responses,
        "4XX": errorResponse(
          "Refused: bad input (400), no session or a bad token (401), not allowed (403), not found (404), a conflict (409), too many calls (429, with Retry-After).",
        ),
        "5XX": errorResponse("A fault on our side; the request id is logged."),
      };
      const success = operation.responses["200"] as { description?: string } | undefined;
      if (success?.description === "Default Response") success.description = "Done.";
      const examples = OPERATION_EXAMPLES[operationKey(method, path)];
      const json = operation.requestBody?.content?.["application/json"];
      if (examples?.request !== undefined && json) json.example = examples.request;
      const ok = operation.responses["200"] as
        | { content?: Record<string, { example?: unknown }> }
        | undefined;
      const okJson = ok?.content?.["application/json"];
      if (examples?.response !== undefined && okJson) okJson.example = examples.response;
    }
  }
  return document;
}
