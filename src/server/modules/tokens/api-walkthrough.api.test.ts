// docs/api.md's walkthrough, run for real: the Node script it quotes (docs/examples/log-reading.mjs)
// as a separate process, with only API_URL and API_TOKEN, against the server listening on loopback.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { signUp } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const SCRIPT = path.resolve("docs/examples/log-reading.mjs");

const t = setupTestApp();
let apiUrl: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** A learner far from UTC (the script must write the entry on their wall clock), with a token. */
async function learnerWithToken(email: string, scope: "read" | "write") {
  const client = new TestClient(t.app);
  await signUp(t, client, "Мария", email);
  // The app sends the browser's time zone with POST /api/user (signUp's is Moscow's).
  await client.loadUser("Asia/Tokyo");
  const created = await client.post("/api/user/tokens", { name: "log-reading.mjs", scope });
  expect(created.statusCode, created.body).toBe(200);
  return { client, token: created.json().token as string };
}

function runScript(token: string, comment: string) {
  return run(process.execPath, [SCRIPT, comment], {
    env: { PATH: process.env.PATH ?? "", API_URL: apiUrl, API_TOKEN: token },
    timeout: 60_000,
  });
}

describe("docs/api.md's walkthrough script", () => {
  it("is quoted in docs/api.md as it is in docs/examples", () => {
    const docs = readFileSync(path.resolve("docs/api.md"), "utf8");
    expect(docs).toContain(readFileSync(SCRIPT, "utf8").trim());
  });

  it("logs an hour of reading with a write token and prints the week's totals", async () => {
    const { client, token } = await learnerWithToken("maria@example.com", "write");
    const { stdout } = await runScript(token, "Капитанская дочка, ch. 3");

    const logs = (await client.get("/api/user/off-platform-logs")).json().logs;
    expect(logs).toEqual([expect.objectContaining({ minutes: 60, comment: "Капитанская дочка, ch. 3" })]);
    expect(stdout).toContain(
      `Logged 60 minutes of "Капитанская дочка, ch. 3" from ${logs[0].startDate} ${logs[0].startTime} (Asia/Tokyo).`,
    );
    // Seven days, today last, and the hour in their total (a new learner has no other input).
    const today = (await client.get("/api/user/overall")).json().today;
    const days = [...stdout.matchAll(/^ {2}(\d{4}-\d{2}-\d{2}) {2}(\d+ h \d{2} min)$/gm)];
    expect(days).toHaveLength(7);
    expect(days.at(-1)?.[1]).toBe(today);
    expect(stdout).toMatch(/^Week total: 1 h 00 min$/m);
    const week = (await client.get(`/api/user/daily-totals?from=${days[0]?.[1]}&to=${today}`)).json();
    const seconds = week.days.reduce((sum: number, d: { totalSeconds: number }) => sum + d.totalSeconds, 0);
    expect(seconds).toBe(3600);
  });

  it("stops with the server's sentence when the token may only read", async () => {
    const { client, token } = await learnerWithToken("pavel@example.com", "read");
    const failed = await runScript(token, "Reading").then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^POST \/api\/user\/off-platform-time: 403 \w+: .+\.$/m);
    expect((await client.get("/api/user/off-platform-logs")).json().logs).toEqual([]);
  });
});
