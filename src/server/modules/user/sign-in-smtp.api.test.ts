import type { AddressInfo } from "node:net";
import { TestClient } from "@tests/setup/client";
import { createTestApp, setupTestApp } from "@tests/setup/test-app";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";

// A real SMTP exchange: our mailer talks to an SMTP server on loopback, with authentication.
const received: { to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: false,
    disabledCommands: ["STARTTLS"],
    onAuth: (auth, _session, callback) =>
      auth.username === "mailer" && auth.password === "s3cret"
        ? callback(null, { user: "mailer" })
        : callback(new Error("Invalid username or password")),
    onData: (stream, session, callback) => {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
// Registered before the app's: hooks after the tests run in reverse, so the app closes first.
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));
const t = setupTestApp(() => ({ smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}` }));

function codeMailedTo(email: string): string {
  const mail = received.filter((m) => m.to.includes(email)).at(-1);
  const code = mail && /Your code is (\d{6})/.exec(mail.data)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

it("signs up and logs in with codes delivered over SMTP", async () => {
  const client = new TestClient(t.app);
  await client.loadUser();
  const email = "smtp-learner@example.com";
  expect((await client.post("/api/user/register", { name: "Dasha", email })).statusCode).toBe(200);
  const signUp = await client.post("/api/user/login", { email, verification_code: codeMailedTo(email) });
  expect(signUp.statusCode, signUp.body).toBe(200);
  expect(signUp.json()).toMatchObject({ name: "Dasha", email, isAnonymous: false });

  const other = new TestClient(t.app);
  expect((await other.post("/api/user/send-code", { email })).statusCode).toBe(200);
  const mail = received.at(-1);
  expect(mail?.data).toContain("Subject: Your Ponyatno code:");
  expect(mail?.data).toContain("From: Ponyatno <no-reply@localhost>");
  const logIn = await other.post("/api/user/login", { email, verification_code: codeMailedTo(email) });
  expect(logIn.statusCode).toBe(200);
  expect(logIn.json().name).toBe("Dasha");
});

it("reports a mail that could not be sent instead of swallowing it", async () => {
  const broken = await createTestApp({ smtpUrl: "smtp://mailer:wrong@127.0.0.1:1" });
  try {
    const response = await new TestClient(broken.app).post("/api/user/register", {
      name: "Egor",
      email: "egor@example.com",
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toBe("We could not send the email. Please try again in a few minutes.");
  } finally {
    await broken.close();
  }
});
