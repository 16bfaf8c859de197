import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** The body of every error answer of the API (src/server/plugins/errors.ts). */
export interface ApiError {
  error: string;
  code: string;
}

/**
 * Expects `response` to be an error answer: status exactly `status` and a body equal to exactly
 * `expected` (toEqual, so no other field may be there). On failure the message shows the answer's
 * body or status, after `label` where given (which case of a loop failed).
 */
export function expectApiError(
  response: Pick<LightMyRequestResponse, "statusCode" | "body" | "json">,
  status: number,
  expected: ApiError,
  label?: string,
): void {
  const about = label === undefined ? "" : `${label}: `;
  expect(response.statusCode, `${about}status of the answer ${response.body}`).toBe(status);
  expect(response.json(), `${about}body of the ${response.statusCode} answer`).toEqual(expected);
}
