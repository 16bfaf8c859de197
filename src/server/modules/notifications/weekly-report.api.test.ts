import { createVideo } from "@tests/factories/catalog";
import { logOffPlatformTime } from "@tests/factories/learner-input";
import { newLearner } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupMailTestApp } from "@tests/setup/mail-test-app";
import type { ReceivedMail } from "@tests/setup/smtp-sink";
import { describe, expect, it } from "vitest";
import { addDays, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import { runEmailJobs } from "./job-runner";

// The weekly and monthly reports (docs/emails.md "What a report says") as a learner receives them: history made through
// the real calls, the runner run with a fixed clock, the mail read from a real SMTP server.
const MOSCOW = "Europe/Moscow";
const LOS_ANGELES = "America/Los_Angeles";

const mailApp = setupMailTestApp();
const { t } = mailApp;

const run = (now: number) =>
  runEmailJobs({ db: t.db, mailer: mailApp.mailer, config: t.config }, { now: new Date(now) });
const at = (date: string, time: string, zone: string) => zonedDateTimeToInstant(date, time, zone);

/** The Monday two weeks before this one in Moscow: a past week whose report Monday is past too. */
function reportedMonday(): string {
  const today = localDateOf(Date.now(), MOSCOW);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(today, -weekday - 14);
}

async function logInput(client: TestClient, date: string, time: string, minutes: number) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const end = h * 60 + m + minutes;
  const endTime = `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`;
  await logOffPlatformTime(client, date, [time, endTime], minutes, "Podcast");
}

/** A video that reached learners at `when` (visible, its publication moment set as the catalog keeps it). */
async function videoPublishedAt(
  title: string,
  when: number,
  input: { visible?: boolean; level?: string } = {},
) {
  const id = await createVideo(t.db, {
    title,
    level: input.level ?? "Beginner 1",
    durationSeconds: 754,
    visible: input.visible ?? true,
    uploadDate: new Date(when - 86400_000),
  });
  await t.db
    .updateTable("videos")
    .set({ published_at: new Date(when) })
    .where("id", "=", id)
    .execute();
  return id;
}

/** The reports mailed to this address (other kinds of email, such as the new-video digest, aside). */
function reportsTo(email: string, kind: "week" | "month"): ReceivedMail[] {
  return mailApp.sink
    .mailsTo(email)
    .filter(
      (m) => m.subject.startsWith("Your ") && m.subject.startsWith("Your week of") === (kind === "week"),
    );
}

function onlyReportTo(email: string, kind: "week" | "month" = "week"): ReceivedMail {
  const mails = reportsTo(email, kind);
  expect(mails).toHaveLength(1);
  return mails[0] as ReceivedMail;
}

describe("the weekly report", () => {
  it("is sent on the learner's Monday from 08:00, once, with the figures of the week before", async () => {
    const monday = reportedMonday();
    const reportDay = addDays(monday, 7);
    const anna = await newLearner(t, "Anna <Ann>", "anna@example.com", MOSCOW);
    // Hand-computed history (daily goal 15 min by default; languages en:B2, factor 1).
    await logInput(anna.client, addDays(monday, -1), "18:00", 60); // the Sunday before: not in the week
    await logInput(anna.client, monday, "18:00", 60);
    await logInput(anna.client, addDays(monday, 1), "18:00", 30);
    await logInput(anna.client, addDays(monday, 2), "18:00", 10); // under the goal: breaks the streak
    await logInput(anna.client, addDays(monday, 3), "18:00", 90); // the best day
    await logInput(anna.client, addDays(monday, 4), "18:00", 20);
    await logInput(anna.client, addDays(monday, 5), "18:00", 25);
    await logInput(anna.client, addDays(monday, 6), "20:00", 45);
    await logInput(anna.client, reportDay, "07:00", 20); // the report's Monday: not in the week

    const weekStart = at(monday, "00:00", MOSCOW);
    await videoPublishedAt("Before the week", weekStart - 60_000);
    const first = await videoPublishedAt("Новости & <погода>", weekStart + 3600_000);
    const second = await videoPublishedAt("Second of the week", at(addDays(monday, 6), "23:59", MOSCOW), {
      level: "Advanced",
    });
    await videoPublishedAt("Hidden in the week", weekStart + 7200_000, { visible: false });
    await videoPublishedAt("After the week", at(reportDay, "00:01", MOSCOW));

    const early = await run(at(reportDay, "07:59", MOSCOW));
    expect(early.planned).toBe(0);
    expect(reportsTo("anna@example.com", "week")).toHaveLength(0);

    const due = await run(at(reportDay, "08:00", MOSCOW));
    expect(due.sent).toBeGreaterThanOrEqual(1);
    const mail = onlyReportTo("anna@example.com");
    expect(mail.subject).toMatch(/^Your week of \d+ \w+ \d{4} – \d+ \w+ \d{4}: 4 h 40 min of Russian$/);
    expect(mail.text).toContain("Hi Anna <Ann>,");
    expect(mail.text).toContain("Input: 4 h 40 min (videos 0 min, off-platform 4 h 40 min)");
    expect(mail.text).toContain("Days active: 7 of 7");
    const bestDay = new Intl.DateTimeFormat("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    }).format(new Date(`${addDays(monday, 3)}T00:00:00Z`));
    expect(mail.text).toContain(`Best day: ${bestDay}, 1 h 30 min`);
    expect(mail.text).toContain("Streak: 4 days at the end of the period");
    // 60 + 280 minutes by the week's end: 5 h 40 min, Beginner 0, 24 h 20 min to Beginner 1 (30 h).
    expect(mail.text).toContain("Level: Beginner 0, 5 h 40 min in total; 24 h 20 min to Beginner 1");
    expect(mail.text).toContain("New videos this week (2):");
    expect(mail.text).toContain(
      `- Новости & <погода> (Beginner 1, 12:34): http://127.0.0.1:3000/watch/${first}`,
    );
    expect(mail.text).toContain(
      `- Second of the week (Advanced, 12:34): http://127.0.0.1:3000/watch/${second}`,
    );
    expect(mail.text).not.toMatch(/Before the week|Hidden in the week|After the week/);

    // The HTML part says the same, escaped.
    expect(mail.html).toContain("Hi Anna &lt;Ann&gt;,");
    expect(mail.html).toContain("Новости &amp; &lt;погода&gt; (Beginner 1, 12:34)");
    expect(mail.html).not.toContain("<погода>");
    expect(mail.html).toContain("<td>4 h 40 min (videos 0 min, off-platform 4 h 40 min)</td>");
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/127\.0\.0\.1:3000\/api\/unsubscribe\?token=/,
    );

    // Later runs of the same Monday (and any number of them) send nothing more.
    const again = await run(at(reportDay, "08:01", MOSCOW));
    const evening = await run(at(reportDay, "23:00", MOSCOW));
    expect(again.planned + evening.planned).toBe(0);
    expect(reportsTo("anna@example.com", "week")).toHaveLength(1);
  });

  it("follows each learner's time zone, and skips learners with the setting off and anonymous visitors", async () => {
    const monday = addDays(reportedMonday(), -7);
    const reportDay = addDays(monday, 7);
    const bob = await newLearner(t, "Bob", "bob@example.com", LOS_ANGELES);
    await logInput(bob.client, addDays(monday, 2), "09:00", 30);
    const quiet = await newLearner(t, "Quiet", "quiet@example.com", MOSCOW);
    const off = await quiet.client.post("/api/user/update", { notifyByEmailWeeklyProgressReport: false });
    expect(off.statusCode, off.body).toBe(200);
    await logInput(quiet.client, addDays(monday, 2), "09:00", 30);
    const visitor = new TestClient(t.app);
    await visitor.loadUser(MOSCOW);
    await logInput(visitor, addDays(monday, 2), "09:00", 30);
    const mailsBefore = mailApp.sink.received.length;

    // 08:00 in Moscow is still Sunday evening in Los Angeles.
    await run(at(reportDay, "08:00", MOSCOW));
    expect(reportsTo("bob@example.com", "week")).toHaveLength(0);
    await run(at(reportDay, "07:59", LOS_ANGELES));
    expect(reportsTo("bob@example.com", "week")).toHaveLength(0);
    await run(at(reportDay, "08:00", LOS_ANGELES));
    const mail = onlyReportTo("bob@example.com");
    expect(mail.text).toContain("Input: 30 min (videos 0 min, off-platform 30 min)");
    expect(mail.text).toContain("Days active: 1 of 7");

    expect(reportsTo("quiet@example.com", "week")).toHaveLength(0);
    // Only registered learners with the setting on got a report, each one at most once.
    const reported = mailApp.sink.received
      .slice(mailsBefore)
      .filter((m) => m.subject.startsWith("Your week of"))
      .flatMap((m) => m.to);
    expect(reported).toEqual([...new Set(reported)]);
    expect(reported).not.toContain("quiet@example.com");
    const visitorRow = await t.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", (await visitor.loadUser(MOSCOW)).id)
      .executeTakeFirstOrThrow();
    expect(visitorRow.email).toBeNull(); // nothing to mail it to, and no job planned for it:
    const visitorJobs = await t.db
      .selectFrom("email_jobs")
      .select("id")
      .where("user_id", "=", (await visitor.loadUser(MOSCOW)).id)
      .execute();
    expect(visitorJobs).toEqual([]);
    const quietJobs = await t.db
      .selectFrom("email_jobs")
      .select("kind")
      .where("user_id", "=", quiet.user.id)
      .where("kind", "=", "weekly")
      .execute();
    expect(quietJobs).toEqual([]);
  });
});

describe("the monthly report", () => {
  it("is sent on the learner's 1st from 08:00 with the month before", async () => {
    // The month before last: its report day (the 1st of last month) is past.
    const firstOfThisMonth = `${localDateOf(Date.now(), MOSCOW).slice(0, 7)}-01`;
    const reportDay = `${addDays(firstOfThisMonth, -1).slice(0, 7)}-01`;
    const first = `${addDays(reportDay, -1).slice(0, 7)}-01`;
    const last = addDays(reportDay, -1);
    const vera = await newLearner(t, "Vera", "vera@example.com", MOSCOW);
    await logInput(vera.client, first, "10:00", 30);
    await logInput(vera.client, last, "22:00", 20);
    await logInput(vera.client, reportDay, "00:10", 40); // the next month

    await run(at(reportDay, "07:59", MOSCOW));
    expect(reportsTo("vera@example.com", "month")).toHaveLength(0);
    await run(at(reportDay, "08:00", MOSCOW));
    const mail = onlyReportTo("vera@example.com", "month");
    const monthName = new Intl.DateTimeFormat("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${first}T00:00:00Z`));
    expect(mail.subject).toBe(`Your ${monthName}: 50 min of Russian`);
    const days = Number(last.slice(8, 10));
    expect(mail.text).toContain(`Days active: 2 of ${days}`);
    expect(mail.text).toContain("Streak: 1 day at the end of the period");
    expect(mail.text).toContain("Level: Beginner 0, 50 min in total; 29 h 10 min to Beginner 1");
    expect(mail.headers["list-unsubscribe"]).toBeDefined();
    expect(mail.text).toContain("Unsubscribe from monthly progress reports:");
  });
});
