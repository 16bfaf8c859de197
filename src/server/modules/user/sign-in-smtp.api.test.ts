import { TestClient } from "@tests/setup/client";
import { type SmtpSink, startSmtpSink } from "@tests/setup/smtp-sink";
import { createTestApp, setupTestApp } from "@tests/setup/test-app";
import { afterAll, beforeAll, expect, it } from "vitest";

// A real SMTP exchange: our mailer talks to an SMTP server on loopback, with authentication.
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
// Registered before the app's: hooks after the tests run in reverse, so the app closes first.
afterAll(() => smtp.close());
const t = setupTestApp(() => ({ smtpUrl: smtp.url }));

function codeMailedTo(email: string): string {
  const mail = smtp.mailsTo(email).at(-1);
  const code = mail && /Your code is (\d{6})/.exec(mail.raw)?.[1];
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
  const mail = smtp.received.at(-1);
  expect(mail?.raw).toContain("Subject: Your Ponyatno code:");
  expect(mail?.raw).toContain("From: Ponyatno <no-reply@localhost>");
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
