import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { expectApiError } from "./api-error";
import { TEST_ORIGIN } from "./test-app";

type Method = "GET" | "POST";

/** A browser-like caller: keeps its cookies between calls and sends our own Origin. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async call(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, cookie: this.cookieHeader(), ...headers },
      ...(body === undefined
        ? {}
        : typeof body === "string"
          ? { payload: body }
          : { payload: body as object }),
    });
    this.remember(response);
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.call("GET", url, undefined, headers);
  }

  /** A GET that must answer 200 (else the test fails, showing the body), read by its contract's schema. */
  async getOk<T>(url: string, schema: { parse(value: unknown): T }): Promise<T> {
    const response = await this.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json());
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.call("POST", url, body, headers);
  }

  /**
   * POSTs each case's body to `url` (laid over `base`, where given) and expects it refused: 400
   * with exactly `{ error, code }`, the case's sentence and `code` (any code where none is given).
   */
  async expectRefusals(
    url: string,
    cases: readonly (readonly [unknown, string])[],
    { base, code }: { base?: object; code?: string } = {},
  ): Promise<void> {
    for (const [body, error] of cases) {
      const response = await this.post(url, base ? { ...base, ...(body as object) } : body);
      const label = JSON.stringify(body).slice(0, 80);
      expectApiError(response, 400, { error, code: code ?? expect.any(String) }, label);
    }
  }

  /** POST /api/user: the app's first call on every page load. */
  async loadUser(timezone = "Europe/Moscow") {
    const response = await this.post("/api/user", { timezone });
    if (response.statusCode !== 200)
      throw new Error(`POST /api/user: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private remember(response: LightMyRequestResponse): void {
    for (const c of response.cookies) {
      const expired = c.expires !== undefined && new Date(c.expires).getTime() <= Date.now();
      if (expired || c.value === "") this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
