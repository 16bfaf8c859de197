import { ADMIN_EMAIL, adminClient, newLearner, newVisitor } from "@tests/factories/users";
import type { TestClient } from "@tests/setup/client";
import { setupMailTestApp } from "@tests/setup/mail-test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { newsResponseSchema } from "../../../shared/contracts/news";
import { notificationsResponseSchema } from "../../../shared/contracts/notifications";
import { runEmailJobs } from "./job-runner";

// Big news (docs/admin.md "News"): admins only; a notification for every learner; one mail, sent
// once through the email jobs to a real SMTP server, to those with the big-news email on only.
const mailApp = setupMailTestApp({ adminEmails: [ADMIN_EMAIL] });
const { t } = mailApp;
let admin: TestClient;

beforeAll(async () => {
  admin = await adminClient(t);
});

const run = () => runEmailJobs({ db: t.db, mailer: mailApp.mailer, config: t.config });

async function notificationsOf(client: TestClient) {
  return (await client.getOk("/api/user/notifications", notificationsResponseSchema)).notifications;
}

describe("big news", () => {
  it("is for admins only: a learner gets 403, an anonymous visitor 401, and nothing is posted", async () => {
    const { client: learner } = await newLearner(t, "Пётр", "petr@example.com");
    const body = { title: "Новость", body: "Текст" };
    const refused = await learner.post("/api/admin/news", body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: expect.any(String), error: expect.stringMatching(/\.$/) });
    expect((await learner.get("/api/admin/news")).statusCode).toBe(403);
    const { client: visitor } = await newVisitor(t);
    expect((await visitor.post("/api/admin/news", body)).statusCode).toBe(401);
    expect(await t.db.selectFrom("announcements").select("id").execute()).toEqual([]);
  });

  it("becomes a notification for every learner, and a mail sent once to those with the big-news email on", async () => {
    const { client: keen } = await newLearner(t, "Keen", "keen@example.com");
    const on = await keen.post("/api/user/update", { notifyByEmailBigNewsOfPlatform: true });
    expect(on.statusCode, on.body).toBe(200);
    // A new account has big news off (docs/decisions/019-mail-defaults.md).
    const { client: quiet, user: quietUser } = await newLearner(t, "Quiet", "quiet@example.com");
    expect(quietUser.notifyByEmailBigNewsOfPlatform).toBe(false);
    expect(quietUser.notifyByEmailWeeklyProgressReport).toBe(true);
    const { client: visitor } = await newVisitor(t);

    const posted = await admin.post("/api/admin/news", {
      title: "Субтитры на двух языках",
      body: "Теперь можно смотреть видео с русскими и английскими субтитрами сразу.",
      link: "/browse",
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().announcement).toMatchObject({
      title: "Субтитры на двух языках",
      link: "/browse",
      author: ADMIN_EMAIL,
      mailed: 1,
    });

    for (const client of [keen, quiet, visitor, admin]) {
      const news = (await notificationsOf(client)).filter((n) => n.kind === "news");
      expect(news).toEqual([
        {
          id: expect.any(String),
          kind: "news",
          title: "Субтитры на двух языках",
          body: "Теперь можно смотреть видео с русскими и английскими субтитрами сразу.",
          link: "/browse",
          createdAt: expect.any(String),
          read: false,
        },
      ]);
    }

    // Two runs (two instances, a restart): one mail, to the learner who has the email on.
    await run();
    await run();
    const mails = mailApp.sink
      .mailsTo("keen@example.com")
      .filter((m) => m.subject === "Субтитры на двух языках");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Теперь можно смотреть видео");
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/browse`);
    expect(mails[0]?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(
      mailApp.sink.mailsTo("quiet@example.com").filter((m) => m.subject === "Субтитры на двух языках"),
    ).toEqual([]);

    // Its one-click unsubscribe turns big news off, and only it.
    const header = /^<(.+)>$/.exec(mails[0]?.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    const url = new URL(header);
    const off = await t.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ flag: "big_news", what: "announcements of big news", off: true });
    const after = await keen.loadUser();
    expect(after.notifyByEmailBigNewsOfPlatform).toBe(false);
    expect(after.notifyByEmailWeeklyProgressReport).toBe(true);

    const list = newsResponseSchema.parse((await admin.get("/api/admin/news")).json());
    expect(list.news[0]).toMatchObject({ title: "Субтитры на двух языках", mailed: 1 });
    expect(list.news[0]?.notified).toBeGreaterThanOrEqual(4);
  });

  it("refuses a missing title or text and a link that is neither a page nor a web address, with sentences", async () => {
    for (const body of [
      { title: "", body: "Текст" },
      { title: "Новость", body: "  " },
      { title: "Новость", body: "Текст", link: "javascript:alert(1)" },
      { title: "Новость", body: "Текст", link: "//evil.example" },
      { title: "x".repeat(121), body: "Текст" },
    ]) {
      const response = await admin.post("/api/admin/news", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error, JSON.stringify(body)).toMatch(/\.$/);
    }
  });
});
