import { createVideo } from "@tests/factories/catalog";
import { newLearner } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupMailTestApp } from "@tests/setup/mail-test-app";
import { describe, expect, it } from "vitest";
import { addDays, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import { updateVideo } from "../catalog/catalog-write-repository";
import { JOB_KINDS } from "./job-kinds";
import { runEmailJobs } from "./job-runner";

// The new-video digest (docs/emails.md "New-video digest") as learners receive it: videos made through the catalog's
// write path, the runner run with a fixed clock days ahead, the mail read from a real SMTP server.
const TOKYO = "Asia/Tokyo";
const DAY = 86400_000;

const mailApp = setupMailTestApp();
const { t } = mailApp;

const digest = JOB_KINDS.new_videos;
if (!digest) throw new Error("the runner has no new_videos kind");

/** Only the digest, so that the reports' own schedule plays no part here. */
const runAt = (now: number) =>
  runEmailJobs(
    { db: t.db, mailer: mailApp.mailer, config: t.config },
    { now: new Date(now), kinds: { new_videos: digest } },
  );

/** Titles listed in a digest's plain-text part, in order. */
function titles(text: string): string[] {
  return [...text.matchAll(/^- (.+) \(/gm)].map((m) => m[1] ?? "");
}

describe("the new-video digest", () => {
  it("lists what became visible since the last one: a scheduled video when its date comes, a hidden one when shown, never twice", async () => {
    await newLearner(t, "Vera", "vera.digest@example.com", TOKYO);
    const off = await newLearner(t, "Oleg", "oleg.digest@example.com", TOKYO);
    const turnedOff = await off.client.post("/api/user/update", { notifyByEmailNewVideo: false });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    const anonymous = new TestClient(t.app);
    await anonymous.loadUser(TOKYO);

    const now = Date.now();
    await createVideo(t.db, {
      title: "Published now",
      uploadDate: new Date(now - 10 * DAY),
      level: "Beginner 2",
    });
    await createVideo(t.db, { title: "Scheduled", uploadDate: new Date(now + 3 * DAY) });
    const shownLater = await createVideo(t.db, { title: "Shown later", visible: false });
    await createVideo(t.db, { title: "Stays hidden", visible: false });
    expect(await updateVideo(t.db, shownLater, { visible: true })).toBe(true);

    // The first 08:00 in Tokyo after now: the first digest's date.
    const today = localDateOf(now, TOKYO);
    const eight = (date: string) => zonedDateTimeToInstant(date, "08:00", TOKYO);
    const first = eight(today) > now ? today : addDays(today, 1);

    // Before 08:00 nothing is due.
    expect((await runAt(eight(first) - 60_000)).planned).toBe(0);

    const firstRun = await runAt(eight(first) + 3600_000);
    expect(firstRun).toMatchObject({ sent: 1, failed: 0 });
    const mails = mailApp.sink.mailsTo("vera.digest@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe("2 new videos on Ponyatno");
    expect(titles(mail?.text ?? "")).toEqual(["Published now", "Shown later"]);
    expect(mail?.text).toContain("Beginner 2 · 10:00 · Test channel");
    expect(mail?.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/watch\/v-[0-9a-f]+/);
    expect(mail?.html).toContain("Published now</a>");
    expect(mail?.headers["list-unsubscribe"]).toMatch(/\/api\/unsubscribe\?token=/);
    expect(mail?.text).toContain("Unsubscribe from new-video emails:");
    expect(mailApp.sink.mailsTo("oleg.digest@example.com")).toHaveLength(0);

    // The same day again, from another run: nothing more.
    expect((await runAt(eight(first) + 5 * 3600_000)).sent).toBe(0);

    // The next day nothing is new: no mail, and the window still moves on.
    const nextDay = await runAt(eight(addDays(first, 1)) + 60_000);
    expect(nextDay).toMatchObject({ sent: 0, skipped: 1 });

    // Days later the scheduled video's date has come: it is listed once, the others not again.
    await runAt(eight(addDays(first, 4)) + 60_000);
    expect(mailApp.sink.mailsTo("vera.digest@example.com")).toHaveLength(2);
    const later = mailApp.sink.mailsTo("vera.digest@example.com")[1];
    expect(later?.subject).toBe("A new video on Ponyatno");
    expect(titles(later?.text ?? "")).toEqual(["Scheduled"]);
    expect(await runAt(eight(addDays(first, 5)) + 60_000)).toMatchObject({ sent: 0 });
    expect(mailApp.sink.mailsTo("oleg.digest@example.com")).toHaveLength(0);
  });
});
