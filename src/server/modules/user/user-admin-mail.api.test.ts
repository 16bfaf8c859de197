import type { AddressInfo } from "node:net";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditResponseSchema } from "../../../shared/contracts/admin";
import { USER_ADMIN_TEXTS, userAdminRoutes } from "../../../shared/contracts/user-admin";
import { NO_SUCH_ACCOUNT } from "./user-admin-service";

// The status email goes through the real mailer to an SMTP server on loopback.
const received: { to: string[]; data: string }[] = [];
/** While set, the server refuses every message (a failed send). */
let refuse = false;
let smtp: SMTPServer;
let port: number;
let admin: TestClient;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData: (stream, session, callback) => {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (refuse) return callback(new Error("Mailbox unavailable"));
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
const t = setupTestApp(() => ({ smtpUrl: `smtp://127.0.0.1:${port}`, adminEmails: ["admin@example.com"] }));
beforeAll(async () => {
  admin = new TestClient(t.app);
  await signUpOverSmtp(admin, "Admin", "admin@example.com");
});

/** signUp, with the code read from the SMTP server instead of the outbox. */
async function signUpOverSmtp(client: TestClient, name: string, email: string) {
  await client.loadUser();
  expect((await client.post("/api/user/register", { name, email })).statusCode).toBe(200);
  const code = /Your code is (\d{6})/.exec(mailTo(email).data)?.[1];
  const login = await client.post("/api/user/login", { email, verification_code: code });
  expect(login.statusCode, login.body).toBe(200);
}

function mailTo(email: string) {
  const mail = received.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`nothing was mailed to ${email}`);
  return mail;
}

/** The mail's text, its quoted-printable soft line breaks and escapes undone. */
function textOf(data: string): string {
  return data.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .split("=")
        .slice(1)
        .map((h) => Number.parseInt(h, 16)),
    ).toString("utf8"),
  );
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
    expect(pending.data).toContain("Subject: Your Ponyatno Premium status");
    const pendingText = textOf(pending.data);
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
    expect(approved.data).toContain("Subject: Your Ponyatno Premium is active");
    const approvedText = textOf(approved.data);
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
    const text = textOf(mailTo("oleg@example.com").data);
    expect(text).toContain("does not have Premium");
    expect(text).not.toContain("claim");
  });

  it("reports a mail the server refused with 502 and a sentence, and 404 for an unknown email", async () => {
    refuse = true;
    try {
      const failed = await sendStatus("oleg@example.com");
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({
        error: "We could not send the email to oleg@example.com. Please try again in a few minutes.",
        code: "mail_failed",
      });
    } finally {
      refuse = false;
    }
    const unknown = await sendStatus("nobody@example.com");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: NO_SUCH_ACCOUNT, code: "not_found" });
  });
});
