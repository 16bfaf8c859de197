import { expect } from "vitest";
import type { TestClient } from "../setup/client";
import type { TestApp } from "../setup/test-app";

/** Signs a visitor up through the real calls (register, then the mailed code); returns the user. */
export async function signUp(t: TestApp, client: TestClient, name: string, email: string) {
  const sent = await client.post("/api/user/register", { name, email });
  expect(sent.statusCode, sent.body).toBe(200);
  const login = await client.post("/api/user/login", { email, verification_code: t.lastCodeFor(email) });
  expect(login.statusCode, login.body).toBe(200);
  return client.loadUser();
}

/** Logs a visitor in to an existing account through the real calls; returns the user. */
export async function logIn(t: TestApp, client: TestClient, email: string) {
  const sent = await client.post("/api/user/send-code", { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const login = await client.post("/api/user/login", { email, verification_code: t.lastCodeFor(email) });
  expect(login.statusCode, login.body).toBe(200);
  return client.loadUser();
}
