import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { type SmtpSink, startSmtpSink } from "@tests/setup/smtp-sink";
import { setupTestApp } from "@tests/setup/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditResponseSchema } from "../../../shared/contracts/admin";
import { USER_ADMIN_TEXTS, userAdminRoutes } from "../../../shared/contracts/user-admin";
import { NO_SUCH_ACCOUNT } from "./user-admin-service";

// The status email goes through the real mailer to an SMTP server on loopback.
let smtp: SmtpSink;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpSink();
});
// Registered before the app's: hooks after the tests run in reverse, so the app closes first.
afterAll(() => smtp.close());
const t = setupTestApp(() => ({ smtpUrl: smtp.url, adminEmails: ["admin@example.com"] }));
beforeAll(async () => {
  admin = new TestClient(t.app);
  await signUpOverSmtp(admin, "Admin", "admin@example.com");
});

/** signUp, with the code read from the SMTP server instead of the outbox. */
async function signUpOverSmtp(client: TestClient, name: string, email: string) {
  await client.loadUser();
  expect((await client.post("/api/user/register", { name, email })).statusCode).toBe(200);
  const code = /Your code is (\d{6})/.exec(mailTo(email).raw)?.[1];
  const login = await client.post("/api/user/login", { email, verification_code: code });
  expect(login.statusCode, login.body).toBe(200);
}

function mailTo(email: string) {
  const mail = smtp.mailsTo(email).at(-1);
  if (!mail) throw new Error(`nothing was mailed to ${email}`);
  return mail;
}

const sendStatus = (email: string) => admin.post(userAdminRoutes.sendStatusEmail, { email });

describe("POST /api/admin/user/send-status-email", () => {
  it("mails the premium status and the claim's outcome: under review, then approved", async () => {
    const learner = new TestClient(t.app);
    await signUpOverSmtp(learner, "Дарья", "dasha@example.com");
    expect((await learner.post("/api/patreon/claim", { email: "dasha@patreon.example" })).json()).toEqual({
      message: "success",
    });

    const first = await sendStatus("Dasha@Example.com");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: USER_ADMIN_TEXTS.emailSent });
    const pending = mailTo("dasha@example.com");
    expect(pending.subject).toContain("Your Ponyatno Premium status");
    const pendingText = pending.text;
    expect(pendingText).toContain("Hello Дарья,");
    expect(pendingText).toContain("does not have Premium");
    expect(pendingText).toContain("We are still reviewing your Premium claim");
    expect(pendingText).toContain("dasha@patreon.example");

    const update = await admin.post(userAdminRoutes.update, {
      email: "dasha@example.com",
      name: "Дарья",
      premium: true,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await sendStatus("dasha@example.com")).statusCode).toBe(200);
    const approved = mailTo("dasha@example.com");
    expect(approved).not.toBe(pending);
    expect(approved.subject).toContain("Your Ponyatno Premium is active");
    const approvedText = approved.text;
    expect(approvedText).toContain("has Premium");
    expect(approvedText).toContain("it is approved");

    const audit = auditResponseSchema.parse((await admin.get("/api/admin/audit")).json()).entries[0];
    expect(audit).toMatchObject({
      actorEmail: "admin@example.com",
      action: "user.status-email",
      target: "dasha@example.com",
      detail: { premium: true, claim: "approved" },
    });
  });

  it("mails a learner with no claim their status alone", async () => {
    const learner = new TestClient(t.app);
    await signUpOverSmtp(learner, "Oleg", "oleg@example.com");
    expect((await sendStatus("oleg@example.com")).statusCode).toBe(200);
    const text = mailTo("oleg@example.com").text;
    expect(text).toContain("does not have Premium");
    expect(text).not.toContain("claim");
  });

  it("reports a mail the server refused with 502 and a sentence, and 404 for an unknown email", async () => {
    smtp.refuseNext(1);
    const failed = await sendStatus("oleg@example.com");
    expect(smtp.refused()).toBe(1);
    expectApiError(failed, 502, {
      error: "We could not send the email to oleg@example.com. Please try again in a few minutes.",
      code: "mail_failed",
    });
    const unknown = await sendStatus("nobody@example.com");
    expectApiError(unknown, 404, { error: NO_SUCH_ACCOUNT, code: "not_found" });
  });
});
