import type { z } from "zod";
import type { ApiError } from "../../shared/contracts/errors";

/**
 * A call that did not succeed: a status outside 200–299, a network failure (status 0) or a
 * response that does not match its contract. `message` is the server's sentence for a person.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's whole `{error, code, …}` body, for a call whose refusal says more (an import's bad rows). */
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

export interface RequestOptions {
  method?: "GET" | "POST";
  /** A plain object is sent as JSON; FormData (uploads) is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent at once even while calls wait for the visitor's session (the call that makes it). */
  beforeSession?: boolean;
  /** The Accept header: JSON unless the answer is text (captions, the planner's log). */
  accept?: string;
  /** Lets the call outlive the page (a watch-time report sent while leaving it). */
  keepalive?: boolean;
  /** "include" unless said; the API is on the page's origin, so the cookie goes either way. */
  credentials?: RequestCredentials;
}

/** While set, calls wait for it: the first visit's session is being made (holdCallsUntil). */
let sessionMade: Promise<void> | null = null;

/**
 * Holds every call but those marked `beforeSession` until `session` settles. On a first visit the
 * page shows the server's preview of the visitor before POST /api/user has made their session; a
 * call sent without it would be answered as for nobody.
 */
export function holdCallsUntil(session: Promise<unknown>): void {
  const made: Promise<void> = session.then(
    () => undefined,
    () => undefined,
  );
  sessionMade = made;
  void made.then(() => {
    if (sessionMade === made) sessionMade = null;
  });
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { body, signal } = options;
  if (sessionMade && !options.beforeSession) await sessionMade;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = { Accept: options.accept ?? "application/json" };
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      credentials: options.credentials ?? "include",
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      ...(options.keepalive && { keepalive: true }),
    });
  } catch (err) {
    // Cancellation must stay an AbortError so TanStack Query recognises it.
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiRequestError(0, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** Builds the error for a failed response, preferring the server's own `{error, code}` body. */
export async function errorFrom(response: Response): Promise<ApiRequestError> {
  const fallback = `The request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ""}).`;
  try {
    const body: unknown = await response.json();
    if (isApiError(body)) return new ApiRequestError(response.status, body.code, body.error, body);
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone has to do.
  }
  return new ApiRequestError(response.status, "http_error", fallback);
}

/** `apiErrorSchema` (contracts/errors) checked by hand, so that the first screen needs no zod. */
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== "object" || body === null) return false;
  const { error, code } = body as Record<string, unknown>;
  return typeof error === "string" && typeof code === "string";
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiRequestError(response.status, "invalid_response", "The server sent an unreadable answer.");
  }
}

/** Calls the API and parses the JSON answer with its contract schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send(path, options);
  return parseAnswer(path, schema, await readJson(response), response.status);
}

/** Loads a contract schema on demand (tests only, for the first screen), e.g. `() => import("…/contracts/user").then((m) => m.userSchema)`. */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

/**
 * Whether the first screen's answers are parsed: under tests only (vitest's mode), so that what a
 * test hands the first screen's hooks is held to the contract. A running app, in development as
 * in production, takes them as the server sent them (docs/decisions/017-response-checking.md).
 */
const PARSE_FIRST_SCREEN_ANSWERS = import.meta.env.MODE === "test";

/**
 * `apiRequest` for the calls of a page's first screen (the user, the browse grid, its statistics
 * and continue-watching row, the video of /watch and its watch-time reports, /progress's summary):
 * the answer is typed by the contract's schema but not parsed with it, in development as in
 * production, so that zod stays out of the script a visitor waits for (decisions 012 and 017).
 * The server sends every answer through that schema (the route's `response` schema serialises
 * it), so the shape is the contract's. Tests load the schema and parse as `apiRequest` does.
 */
export async function apiRequestFirstScreen<T>(
  path: string,
  loadSchema: SchemaLoader<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(path, options);
  const json = await readJson(response);
  if (!PARSE_FIRST_SCREEN_ANSWERS) return json as T;
  return parseAnswer(path, await loadSchema(), json, response.status);
}

function parseAnswer<S extends z.ZodType>(
  path: string,
  schema: S,
  json: unknown,
  status: number,
): z.output<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Response of ${path} does not match its contract`, parsed.error);
    throw new ApiRequestError(status, "invalid_response", "The server sent an unexpected answer.");
  }
  return parsed.data;
}

/**
 * A GET whose answer is taken as the server sent it, unparsed: the queries a route declares for
 * its page's first screen (router.tsx), which the server runs for the caller and the browser
 * hydrates; the page's hooks read those answers under the same keys (decisions 012 and 017).
 */
export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await send(path, options))) as T;
}

/** Calls the API when the answer is not used (the web app does not read it for several calls: docs/api.md). */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** Calls the API for a text answer (captions as WebVTT). */
export async function apiText(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, { accept: "text/plain", ...options });
  return response.text();
}

export const STREAM_BROKEN_MESSAGE = "The connection broke before the answer was complete.";

/**
 * Calls the API for a text answer read as it streams in (the content planner's log): each piece is
 * handed to `onText` as it arrives, a letter split between network chunks kept whole. A stream that
 * breaks off is an ApiRequestError with status 0 and code "stream_broken", after the text before
 * the break was handed over. Resolves with the answer's status once it has ended.
 */
export async function apiStream(
  path: string,
  options: RequestOptions,
  onText: (text: string) => void,
): Promise<{ status: number }> {
  const response = await send(path, { accept: "text/plain", ...options });
  if (!response.body) {
    onText(await response.text());
    return { status: response.status };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      onText(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiRequestError(0, "stream_broken", STREAM_BROKEN_MESSAGE);
  }
  onText(decoder.decode());
  return { status: response.status };
}

/**
 * Sends a JSON body while the page is being hidden or closed, when a normal call may be cancelled:
 * with `navigator.sendBeacon`, or a keepalive POST where it is missing or refuses (queue full).
 * Nothing comes back: the page is going.
 */
export function apiBeacon(path: string, body: unknown): void {
  const json = JSON.stringify(body);
  const queued =
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(path, new Blob([json], { type: "application/json" }));
  if (!queued) void send(path, { body, keepalive: true }).catch(() => undefined);
}

/** Downloads a file; the name comes from the Content-Disposition header when the server gives one. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get("content-disposition")) };
}

/** Reads `filename*=UTF-8''…` or `filename="…"` from a Content-Disposition header. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ""));
    } catch {
      // A malformed encoding: fall back to the plain name below.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}
