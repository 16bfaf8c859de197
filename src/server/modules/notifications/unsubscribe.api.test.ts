import { newLearner } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { setupMailTestApp } from "@tests/setup/mail-test-app";
import { describe, expect, it } from "vitest";
import { learnerMail } from "./mail-layout";
import { signUnsubscribeToken } from "./unsubscribe-token";

// The unsubscribe link of the learners' emails (docs/emails.md "Unsubscribe", RFC 8058), through a real SMTP
// exchange: the mail is sent by our mailer, read from the SMTP server, and its links are used as
// a mail client and a learner would use them: no cookie, and a mail client's own Origin.
const mailApp = setupMailTestApp();
const { t } = mailApp;

async function sendWeekly(userId: string, email: string, now = new Date()) {
  await mailApp.mailer.send(
    learnerMail({
      to: email,
      subject: "Your week on Ponyatno",
      text: "You watched 1:05 this week.",
      html: "<p>You watched <b>1:05</b> this week.</p>",
      userId,
      flag: "weekly",
      publicUrl: t.config.publicUrl,
      sessionSecret: t.config.sessionSecret,
      now,
    }),
  );
  const mail = mailApp.sink.mailsTo(email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** A request as a mail client's server makes it: no cookie, its own Origin. */
function fromMailClient(method: "GET" | "POST", url: string, body?: string) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: "https://mail.example.net",
      ...(body === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

describe("a learner's email", () => {
  it("carries RFC 8058's headers, whose one-click POST turns that email off without a session", async () => {
    const { client, user: vera } = await newLearner(t, "Vera", "vera@example.com");
    const mail = await sendWeekly(vera.id, "vera@example.com");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const header = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1];
    expect(header).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/unsubscribe\?token=/);
    const path = new URL(header ?? "").pathname + new URL(header ?? "").search;

    const answer = await fromMailClient("POST", path, "List-Unsubscribe=One-Click");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ flag: "weekly", what: "weekly progress reports", off: true });

    const user = await client.loadUser();
    expect(user.notifyByEmailWeeklyProgressReport).toBe(false);
    // Only that email: the others stay as they were.
    expect(user.notifyByEmailMonthlyProgressReport).toBe(true);
    expect(user.notifyByEmailNewVideo).toBe(true);
  });

  it("has a footer link to a page; its GET only tells what the link turns off, the page's POST does it", async () => {
    const { client, user } = await newLearner(t, "Gleb", "gleb@example.com");
    const mail = await sendWeekly(user.id, "gleb@example.com");
    const link = /Unsubscribe from weekly progress reports: (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/unsubscribe\?token=/);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain("You watched 1:05 this week.");
    expect(mail.html).toContain("<b>1:05</b>");
    const token = new URL(link).searchParams.get("token") ?? "";

    const described = await fromMailClient("GET", `/api/unsubscribe?token=${token}`);
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toEqual({ flag: "weekly", what: "weekly progress reports", off: false });
    expect((await client.loadUser()).notifyByEmailWeeklyProgressReport).toBe(true);

    // The page posts with no body; a second click changes nothing and still answers.
    for (let i = 0; i < 2; i++) {
      const done = await fromMailClient("POST", `/api/unsubscribe?token=${token}`);
      expect(done.statusCode, done.body).toBe(200);
    }
    expect((await client.loadUser()).notifyByEmailWeeklyProgressReport).toBe(false);
    expect((await fromMailClient("GET", `/api/unsubscribe?token=${token}`)).json().off).toBe(true);
  });

  it("refuses a forged, a truncated, a missing and an expired token with a sentence, changing nothing", async () => {
    const { client, user } = await newLearner(t, "Ilya", "ilya@example.com");
    const other = await newLearner(t, "Klara", "klara@example.com");
    const good = signUnsubscribeToken(t.config.sessionSecret, user.id, "new_videos", new Date());
    const [payload, signature] = good.split(".");
    // Another learner's id under this learner's signature.
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
    expect(claims.u).toBe(user.id);
    const swapped = Buffer.from(JSON.stringify({ ...claims, u: other.user.id })).toString("base64url");
    const foreignKey = signUnsubscribeToken("another-secret-0123456789", user.id, "new_videos", new Date());
    for (const token of [`${swapped}.${signature}`, foreignKey, (payload ?? "").slice(0, 10), "x.y.z"]) {
      const answer = await fromMailClient("POST", `/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expectApiError(
        answer,
        400,
        {
          error:
            "This unsubscribe link is not valid; copy the whole link from the email, or turn emails off in your account settings.",
          code: "invalid_link",
        },
        token,
      );
    }
    const missing = await fromMailClient("POST", "/api/unsubscribe");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/copy the whole link/);

    const longAgo = new Date(Date.now() - 61 * 86400_000);
    const expired = signUnsubscribeToken(t.config.sessionSecret, user.id, "new_videos", longAgo);
    const late = await fromMailClient("POST", `/api/unsubscribe?token=${expired}`);
    expectApiError(late, 410, {
      error: "This unsubscribe link has expired; turn emails off in your account settings.",
      code: "link_expired",
    });

    expect((await client.loadUser()).notifyByEmailNewVideo).toBe(true);
    expect((await other.client.loadUser()).notifyByEmailNewVideo).toBe(true);
  });
});
