import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, LOG_IN_TO_DO_THIS, NOT_ALLOWED } from "../lib/app-error";
import { SECURITY_HEADERS } from "./security";

interface Issue {
  instancePath?: string;
  message?: string;
}

/** Turns a schema failure into one sentence: our own messages already are sentences. */
function validationSentence(issues: Issue[]): string {
  const first = issues[0];
  if (!first?.message) return statusAnswer(400).error;
  const message = first.message.trim();
  if (/[.!?]$/.test(message)) return message;
  const field = (first.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  return field ? `${field}: ${message}.` : `${message}.`;
}

interface Answer {
  status: number;
  code: string;
  error: string;
}

/** Any other 4xx (a plugin's own error, say) is told by its status alone, never in its words. */
const STATUS_ANSWERS: Record<number, Omit<Answer, "status">> = {
  400: { code: "bad_request", error: "The request is not valid." },
  401: { code: "unauthorized", error: LOG_IN_TO_DO_THIS },
  403: { code: "forbidden", error: NOT_ALLOWED },
  404: { code: "not_found", error: "Nothing here." },
  405: { code: "method_not_allowed", error: "This method is not allowed here." },
  406: { code: "not_acceptable", error: "This cannot be answered in the form the request asks for." },
  408: { code: "request_timeout", error: "The request took too long to arrive. Please try again." },
  411: { code: "length_required", error: "Send the request with a Content-Length header." },
  413: { code: "body_too_large", error: "The request is too large." },
  414: { code: "uri_too_long", error: "The address is too long." },
  415: { code: "unsupported_media_type", error: "Send the request as JSON, a form or multipart form data." },
  416: { code: "range_not_satisfiable", error: "The requested range is outside the file." },
  429: { code: "rate_limited", error: "Too many requests. Wait a minute and try again." },
  431: { code: "headers_too_large", error: "The request headers are too large." },
};

function statusAnswer(status: number): Answer {
  return {
    status,
    ...(STATUS_ANSWERS[status] ?? { code: "bad_request", error: "The request could not be handled." }),
  };
}

const BAD_URL: Answer = {
  status: 400,
  code: "bad_url",
  error:
    "The address is not valid: spaces, letters outside English and other special characters must be percent-encoded (%xx).",
};

const TOO_MANY_FIELDS: Answer = {
  status: 413,
  code: "body_too_large",
  error: "Too many form fields in one request.",
};

const FRAMEWORK_ERRORS: Record<string, Answer> = {
  FST_ERR_BAD_URL: BAD_URL,
  FST_ERR_INVALID_URL: BAD_URL,
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: "uri_too_long",
    error: "A part of the address is too long.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "bad_request",
    error: "The request body does not match its Content-Length.",
  },
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
  FST_ERR_CTP_BODY_TOO_LARGE: statusAnswer(413),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: statusAnswer(415),
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: "body_too_large", error: "The file is too large." },
  FST_FILES_LIMIT: { status: 413, code: "body_too_large", error: "Too many files in one request." },
  FST_PARTS_LIMIT: TOO_MANY_FIELDS,
  FST_FIELDS_LIMIT: TOO_MANY_FIELDS,
  FST_PROTO_VIOLATION: { status: 400, code: "invalid_request", error: "A form field has a forbidden name." },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    error: "Send the file as multipart form data.",
  },
  FST_MP_PREMATURE_CLOSE: {
    status: 400,
    code: "invalid_form",
    error: "The form data ended before it was complete.",
  },
};

/**
 * Busboy (multipart bodies) fails with plain errors, without a code or status: a missing or bad
 * boundary, a body cut short. They are the sender's fault, not ours.
 */
function isBrokenMultipart(err: FastifyError, request: FastifyRequest): boolean {
  return (
    err.statusCode === undefined &&
    request.isMultipart?.() === true &&
    /multipart|boundary|needle/i.test(err.message)
  );
}

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
    if (isBrokenMultipart(err, request)) {
      return reply.status(400).send({ error: "The form data could not be read.", code: "invalid_form" });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const answer = statusAnswer(err.statusCode);
      return reply.status(answer.status).send({ error: answer.error, code: answer.code });
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send({
      error: `Something went wrong on our side. Please try again later (request ${request.id}).`,
      code: "internal_error",
    });
  });
}

/**
 * Fastify's `frameworkErrors`: the router's own failures (a bad percent-encoding in the path, a
 * path parameter too long), which come before any hook, so the security headers are set here.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer = FRAMEWORK_ERRORS[err.code] ?? statusAnswer(err.statusCode ?? 400);
  void reply.headers(SECURITY_HEADERS).status(answer.status).send({ error: answer.error, code: answer.code });
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request at all
 * (raw non-ASCII bytes in the address, malformed HTTP, headers too large, a body too slow). The
 * answer is written on the socket, which is then closed, as Node does.
 */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const answer: Answer =
    err.code === "HPE_INVALID_URL"
      ? BAD_URL
      : err.code === "HPE_HEADER_OVERFLOW"
        ? statusAnswer(431)
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? statusAnswer(408)
          : { status: 400, code: "bad_request", error: "The request is not valid HTTP." };
  this.log.trace({ err }, "client error");
  if (socket.writable) {
    // A HEAD answer has no body (its Content-Length still tells the GET's); the method is read from
    // the bytes the parser refused, since there is no request object.
    const raw = (err as { rawPacket?: Buffer }).rawPacket;
    const head = raw !== undefined && raw.subarray(0, 5).toString("latin1") === "HEAD ";
    const json = JSON.stringify({ error: answer.error, code: answer.code });
    const headers = Object.entries(SECURITY_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ""}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        "Connection: close\r\n" +
        headers +
        `\r\n${head ? "" : json}`,
    );
  }
  socket.destroy(err);
}
