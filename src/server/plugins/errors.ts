import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";

interface Issue {
  instancePath?: string;
  message?: string;
}

/** Turns a schema failure into one sentence: our own messages already are sentences. */
function validationSentence(issues: Issue[]): string {
  const first = issues[0];
  if (!first?.message) return "The request is not valid.";
  const message = first.message.trim();
  if (/[.!?]$/.test(message)) return message;
  const field = (first.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  return field ? `${field}: ${message}.` : `${message}.`;
}

const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "invalid_json",
    error: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: "invalid_json",
    error: "The request body is empty; send JSON.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "body_too_large", error: "The request is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    error: "Send the request as JSON, a form or multipart form data.",
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: "body_too_large", error: "The file is too large." },
  FST_FILES_LIMIT: { status: 413, code: "body_too_large", error: "Too many files in one request." },
  FST_PARTS_LIMIT: { status: 413, code: "body_too_large", error: "Too many form fields in one request." },
};

/** Every error leaves as JSON `{error, code}`; 5xx only for real faults, logged with the request id. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ error: err.message, code: err.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({ error: validationSentence(err.validation), code: "invalid_request" });
    }
    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.error, code: known.code });
    if (err.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: "Too many requests. Wait a minute and try again.", code: "rate_limited" });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: err.message, code: err.code ?? "bad_request" });
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send({
      error: `Something went wrong on our side. Please try again later (request ${request.id}).`,
      code: "internal_error",
    });
  });
}
