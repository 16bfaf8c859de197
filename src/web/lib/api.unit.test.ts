import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiRequestError,
  apiRequest,
  apiRequestFirstScreen,
  apiSend,
  fileNameFrom,
  NETWORK_ERROR_MESSAGE,
} from "./api";
import { shouldRetry } from "./query-client";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("apiRequest", () => {
  it("sends JSON with cookies and parses the answer with the schema", async () => {
    const fetchMock = stubFetch(async () => json({ n: 2, extra: true }));
    const result = await apiRequest("/api/x", z.object({ n: z.number() }), { body: { a: 1 } });
    expect(result).toEqual({ n: 2 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("uses GET without a body", async () => {
    const fetchMock = stubFetch(async () => json({ ok: true }));
    await apiSend("/api/user/logout");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("turns a status outside 200–299 into an error carrying the server's text and code", async () => {
    stubFetch(async () =>
      json({ error: "No account with this email. Sign up first.", code: "unknown_email" }, 404),
    );
    const error = await apiSend("/api/user/send-code", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 404,
      code: "unknown_email",
      message: "No account with this email. Sign up first.",
    });
  });

  it("still fails clearly when the error body is not JSON", async () => {
    stubFetch(
      async () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    await expect(apiSend("/api/x")).rejects.toMatchObject({ status: 502, code: "http_error" });
  });

  it("treats a redirect-like 3xx answer as a failure", async () => {
    stubFetch(async () => new Response(null, { status: 304 }));
    await expect(apiSend("/api/x")).rejects.toBeInstanceOf(ApiRequestError);
  });

  it("reports a network failure as status 0", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiSend("/api/x")).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it("lets a cancellation through unchanged", async () => {
    stubFetch(async () => {
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    await expect(apiSend("/api/x")).rejects.toMatchObject({ name: "AbortError" });
  });

  it("refuses an answer that breaks the contract", async () => {
    stubFetch(async () => json({ n: "two" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(apiRequest("/api/x", z.object({ n: z.number() }))).rejects.toMatchObject({
      code: "invalid_response",
    });
  });
});

describe("apiRequestFirstScreen", () => {
  const loadSchema = async () => z.object({ n: z.number() });

  it("outside production builds loads the schema and parses the answer like apiRequest", async () => {
    expect(import.meta.env.PROD).toBe(false);
    stubFetch(async () => json({ n: 2, extra: true }));
    await expect(apiRequestFirstScreen("/api/x", loadSchema)).resolves.toEqual({ n: 2 });
  });

  it("outside production builds refuses an answer that breaks the contract", async () => {
    stubFetch(async () => json({ n: "two" }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(apiRequestFirstScreen("/api/x", loadSchema)).rejects.toMatchObject({
      code: "invalid_response",
    });
  });

  it("turns a failed status into the server's error without zod", async () => {
    stubFetch(async () => json({ error: "Not found.", code: "not_found" }, 404));
    await expect(apiRequestFirstScreen("/api/x", loadSchema)).rejects.toMatchObject({
      status: 404,
      code: "not_found",
      message: "Not found.",
    });
  });
});

describe("fileNameFrom", () => {
  it("reads plain and encoded file names", () => {
    expect(fileNameFrom('attachment; filename="lesson 1.docx"')).toBe("lesson 1.docx");
    expect(fileNameFrom("attachment; filename*=UTF-8''%D1%83%D1%80%D0%BE%D0%BA.mp3")).toBe("урок.mp3");
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe("shouldRetry", () => {
  it("never retries a 4xx, retries network and server faults twice", () => {
    expect(shouldRetry(0, new ApiRequestError(401, "unauthorized", "x"))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(0, "network_error", "x"))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError(503, "http_error", "x"))).toBe(true);
    expect(shouldRetry(2, new ApiRequestError(503, "http_error", "x"))).toBe(false);
  });
});
