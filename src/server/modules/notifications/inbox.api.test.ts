import { newLearner, newVisitor } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { testDbKind } from "@tests/setup/test-db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOTIFICATION_TEXTS,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  notificationsResponseSchema,
} from "../../../shared/contracts/notifications";
import { addDays, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import { buildApp } from "../../app";
import { createDb, type DbHandle } from "../../db/create-db";
import { createMailer } from "../../lib/mailer";
import { findUserById } from "../user/index";
import { createDueNotifications } from "./inbox-service";

// The notification centre (docs/product-rules.md "Notifications"): each kind made once at its
// threshold, never twice (concurrent calls, a second instance, a restart), none while its setting
// is off; unread counts and read marks.
const t = setupTestApp();
const TZ = "Europe/Berlin";
const today = () => localDateOf(Date.now(), TZ);

/** Whole minutes of off-platform input on `date` from 00:00, through the real call. */
async function logMinutes(client: TestClient, date: string, minutes: number) {
  const end = new Date(zonedDateTimeToInstant(date, "00:00", TZ) + minutes * 60_000);
  const response = await client.post("/api/user/off-platform-time", {
    startDate: date,
    startTime: "00:00",
    endDate: end.toISOString(),
    minutes,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * A new visitor who has written in their journal this week: from Friday to Sunday (in their zone)
 * a week without an entry also brings the journal's reminder, which the tests of other kinds must
 * not count, on whatever day they run.
 */
async function visitor() {
  const made = await newVisitor(t, TZ);
  await wroteThisWeek(made.client);
  return made;
}

async function wroteThisWeek(client: TestClient) {
  const entry = await client.post("/api/user/journal", { date: today(), text: "Слушала подкаст" });
  expect(entry.statusCode, entry.body).toBe(200);
}

async function notificationsOf(client: TestClient, page = 1) {
  const response = await client.get(`/api/user/notifications?page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return notificationsResponseSchema.parse(response.json());
}

const keysOf = (list: Notification[]) => list.map((n) => `${n.kind} ${n.title}`);

async function rowsOf(userId: string, kind?: string) {
  let query = t.db
    .selectFrom("notifications")
    .select(["kind", "milestone_key"])
    .where("user_id", "=", userId);
  if (kind) query = query.where("kind", "=", kind);
  return query.orderBy("created_at").orderBy("milestone_key").execute();
}

async function creating(userId: string, now: Date) {
  const user = await findUserById(t.db, userId);
  if (!user) throw new Error("no such user");
  await createDueNotifications(t.db, user, now, { timed: true });
}

describe("input milestones", () => {
  it("come once at 1 h and again at 5 h, videos and off-platform alike, with the unread count", async () => {
    const { client } = await visitor();
    expect(await notificationsOf(client)).toEqual({ notifications: [], unread: 0, hasMore: false });

    await logMinutes(client, addDays(today(), -3), 59);
    expect((await notificationsOf(client)).notifications).toEqual([]);
    await logMinutes(client, addDays(today(), -2), 1);
    const first = await notificationsOf(client);
    expect(first.unread).toBe(1);
    expect(first.notifications).toEqual([
      {
        id: expect.any(String),
        kind: "input-milestone",
        title: "1 hour of Russian",
        body: "You have listened to 1 hour of Russian in total, videos and off-platform input together.",
        link: "/progress",
        createdAt: expect.any(String),
        read: false,
      },
    ]);

    // More input below the next milestone, and reading again: nothing new.
    await logMinutes(client, addDays(today(), -1), 30);
    expect(await notificationsOf(client)).toEqual(first);

    // 5 h: one more, newest first.
    await logMinutes(client, today(), 210);
    const second = await notificationsOf(client);
    expect(keysOf(second.notifications)).toEqual([
      "input-milestone 5 hours of Russian",
      "input-milestone 1 hour of Russian",
    ]);
    expect(second.unread).toBe(2);
  });

  it("make one notification for several milestones crossed at once, and each level of the bar reached", async () => {
    const { client, user } = await visitor();
    // 31 hours in two entries: past 1, 5, 10 and 25 hours, and the level Beginner 1 (30 h).
    await logMinutes(client, addDays(today(), -2), 1000);
    await logMinutes(client, addDays(today(), -1), 860);
    // Made at the same moment: their order among themselves is not a rule.
    expect(keysOf((await notificationsOf(client)).notifications).sort()).toEqual([
      "input-milestone 10 hours of Russian",
      "input-milestone 25 hours of Russian",
      "input-milestone New level: Beginner 1",
    ]);
    expect(await rowsOf(user.id)).toHaveLength(3);
  });

  it("are made once however many calls, instances and restarts ask at the same moment", async () => {
    const { client, user } = await visitor();
    await t.db
      .updateTable("users")
      .set({ notify_on_platform_input_milestones: false })
      .where("id", "=", user.id)
      .execute();
    await logMinutes(client, addDays(today(), -1), 61);
    await t.db
      .updateTable("users")
      .set({ notify_on_platform_input_milestones: true })
      .where("id", "=", user.id)
      .execute();
    // Concurrent reads and the creating path itself, all at once.
    const now = new Date();
    await Promise.all([
      notificationsOf(client),
      notificationsOf(client),
      creating(user.id, now),
      creating(user.id, now),
      creating(user.id, now),
    ]);
    expect(await rowsOf(user.id, "input-milestone")).toEqual([
      { kind: "input-milestone", milestone_key: "hours:1" },
    ]);
  });

  it("are not made while the setting is off", async () => {
    const { client, user } = await newLearner(t, "Тихон", "tikhon@example.com", TZ);
    await wroteThisWeek(client);
    const off = await client.post("/api/user/update", {
      notifyOnPlatformInputMilestones: false,
      notifyOnPlatformRegularProgressAssessments: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await logMinutes(client, addDays(today(), -2), 1200);
    await logMinutes(client, addDays(today(), -1), 1200);
    await logMinutes(client, today(), 1200);
    // 60 hours: no milestone, no level, no invitation; the streak of those three days has its own setting.
    expect(keysOf((await notificationsOf(client)).notifications)).toEqual(["streak 3 days in a row"]);
    expect((await rowsOf(user.id)).map((r) => r.kind)).toEqual(["streak"]);
  });
});

describe("streaks", () => {
  // A Wednesday in the past: the test's clock, passed to the creating path.
  const DAY = "2026-06-10";
  const at = (time: string) => new Date(zonedDateTimeToInstant(DAY, time, TZ));

  async function streakLearner(name: string, email: string) {
    const { client, user } = await newLearner(t, name, email, TZ);
    const goal = await client.post("/api/user/update", { dailyGoalMinutes: 10 });
    expect(goal.statusCode, goal.body).toBe(200);
    return { client, user };
  }

  it("notify 3 days in a row once, and a new streak after a break again", async () => {
    const { client, user } = await streakLearner("Стас", "stas@example.com");
    for (const days of [3, 2, 1]) await logMinutes(client, addDays(DAY, -days), 10);
    await creating(user.id, at("09:00"));
    await creating(user.id, at("09:00"));
    expect(await rowsOf(user.id, "streak")).toEqual([
      { kind: "streak", milestone_key: `streak:3:${addDays(DAY, -3)}` },
    ]);
    // A break, then three more days: a new streak, a new notification.
    for (const days of [-2, -3, -4]) await logMinutes(client, addDays(DAY, -days), 12);
    await creating(user.id, new Date(zonedDateTimeToInstant(addDays(DAY, 4), "09:00", TZ)));
    expect((await rowsOf(user.id, "streak")).map((r) => r.milestone_key)).toEqual([
      `streak:3:${addDays(DAY, -3)}`,
      `streak:3:${addDays(DAY, 2)}`,
    ]);
    const titles = keysOf((await notificationsOf(client)).notifications).filter((k) =>
      k.startsWith("streak"),
    );
    expect(titles).toEqual(["streak 3 days in a row", "streak 3 days in a row"]);
  });

  it("remind once in the learner's evening when today's goal is not met and a 3-day streak would end", async () => {
    const { client, user } = await streakLearner("Вера", "vera@example.com");
    for (const days of [3, 2, 1]) await logMinutes(client, addDays(DAY, -days), 15);
    await creating(user.id, at("17:59"));
    expect((await rowsOf(user.id, "streak")).map((r) => r.milestone_key)).toEqual([
      `streak:3:${addDays(DAY, -3)}`,
    ]);
    await Promise.all([creating(user.id, at("18:00")), creating(user.id, at("18:00"))]);
    await creating(user.id, at("23:30"));
    expect((await rowsOf(user.id, "streak")).map((r) => r.milestone_key)).toEqual([
      `streak:3:${addDays(DAY, -3)}`,
      `reminder:${DAY}`,
    ]);
    const reminder = (await notificationsOf(client)).notifications.find(
      (n) => n.title === "Your streak ends tonight",
    );
    expect(reminder).toMatchObject({ kind: "streak", link: "/browse" });
    expect(reminder?.body).toContain("3 days in a row");

    // Today's goal met: no reminder the next evening for a streak kept.
    const { user: keeper, client: keeperClient } = await streakLearner("Лев", "lev@example.com");
    for (const days of [3, 2, 1, 0]) await logMinutes(keeperClient, addDays(DAY, -days), 15);
    await creating(keeper.id, at("20:00"));
    expect((await rowsOf(keeper.id, "streak")).map((r) => r.milestone_key)).toEqual([
      `streak:3:${addDays(DAY, -3)}`,
    ]);
  });

  it("are not made while the setting is off", async () => {
    const { client, user } = await streakLearner("Ада", "ada@example.com");
    const off = await client.post("/api/user/update", { notifyOnPlatformConsistencyStreaks: false });
    expect(off.statusCode, off.body).toBe(200);
    for (const days of [3, 2, 1]) await logMinutes(client, addDays(DAY, -days), 15);
    await creating(user.id, at("20:00"));
    expect(await rowsOf(user.id, "streak")).toEqual([]);
  });
});

describe("journal reminders", () => {
  // Thursday 11 and Friday 12 June 2026; the ISO week starts on Monday 8 June.
  const at = (day: string, time = "10:00") => new Date(zonedDateTimeToInstant(day, time, TZ));

  it("come once a week from its Friday when the learner wrote nothing that week", async () => {
    const { client, user } = await newVisitor(t, TZ);
    await creating(user.id, at("2026-06-11"));
    expect(await rowsOf(user.id, "journal")).toEqual([]);
    await Promise.all([creating(user.id, at("2026-06-12")), creating(user.id, at("2026-06-12"))]);
    await creating(user.id, at("2026-06-14", "23:00"));
    expect(await rowsOf(user.id, "journal")).toEqual([{ kind: "journal", milestone_key: "week:2026-06-08" }]);
    await creating(user.id, at("2026-06-19"));
    expect((await rowsOf(user.id, "journal")).map((r) => r.milestone_key)).toEqual([
      "week:2026-06-08",
      "week:2026-06-15",
    ]);
    expect((await notificationsOf(client)).notifications[0]).toMatchObject({
      kind: "journal",
      title: "A line for your journal",
      link: "/progress#journal",
    });
  });

  it("do not come in a week with an entry, nor while the setting is off", async () => {
    const { client, user } = await newLearner(t, "Юля", "yulia@example.com", TZ);
    const entry = await client.post("/api/user/journal", { date: "2026-06-09", text: "Смотрела мультики" });
    expect(entry.statusCode, entry.body).toBe(200);
    await creating(user.id, at("2026-06-12"));
    expect(await rowsOf(user.id, "journal")).toEqual([]);
    const off = await client.post("/api/user/update", { notifyOnPlatformProgressJournalRemainders: false });
    expect(off.statusCode, off.body).toBe(200);
    await creating(user.id, at("2026-06-19"));
    expect(await rowsOf(user.id, "journal")).toEqual([]);
  });
});

describe("self-assessment invitations", () => {
  it("come at 50 h, at most once a month, mailed when the email setting is on", async () => {
    const { client, user } = await newLearner(t, "Оля", "olya@example.com", TZ);
    for (const days of [4, 3, 2]) await logMinutes(client, addDays(today(), -days), 1020); // 51 h
    const invitation = (await notificationsOf(client)).notifications.find((n) => n.kind === "assessment");
    expect(invitation).toMatchObject({ title: "Time for a self-assessment", link: "/progress#journal" });
    expect(invitation?.body).toContain("50 hours");
    const jobs = () =>
      t.db.selectFrom("email_jobs").select(["kind", "period"]).where("user_id", "=", user.id).execute();
    expect(await jobs()).toEqual([{ kind: "assessment", period: "hours:50" }]);

    // 100 h within the month: not yet; a month later, once.
    for (const days of [7, 6, 5]) await logMinutes(client, addDays(today(), -days), 1020); // 102 h
    expect(await rowsOf(user.id, "assessment")).toEqual([{ kind: "assessment", milestone_key: "hours:50" }]);
    const monthLater = new Date(Date.now() + 31 * 86_400_000);
    await Promise.all([creating(user.id, monthLater), creating(user.id, monthLater)]);
    expect((await rowsOf(user.id, "assessment")).map((r) => r.milestone_key)).toEqual([
      "hours:50",
      "hours:100",
    ]);
    expect(await jobs()).toEqual([
      { kind: "assessment", period: "hours:50" },
      { kind: "assessment", period: "hours:100" },
    ]);
  });

  it("are not mailed with the email setting off, and not made with the notification setting off", async () => {
    const { client, user } = await newLearner(t, "Нина", "nina@example.com", TZ);
    await client.post("/api/user/update", { notifyByEmailRegularProgressAssessments: false });
    for (const days of [4, 3, 2]) await logMinutes(client, addDays(today(), -days), 1020);
    expect(await rowsOf(user.id, "assessment")).toHaveLength(1);
    expect(await t.db.selectFrom("email_jobs").select("id").where("user_id", "=", user.id).execute()).toEqual(
      [],
    );

    const { client: quiet, user: quietUser } = await newLearner(t, "Зоя", "zoya@example.com", TZ);
    await quiet.post("/api/user/update", { notifyOnPlatformRegularProgressAssessments: false });
    for (const days of [4, 3, 2]) await logMinutes(quiet, addDays(today(), -days), 1020);
    expect(await rowsOf(quietUser.id, "assessment")).toEqual([]);
  });
});

describe("reading and marking", () => {
  it("marks by ids and all, counts the unread, pages newest first", async () => {
    const { client, user } = await visitor();
    const base = Date.parse("2026-01-01T00:00:00Z");
    await t.db
      .insertInto("notifications")
      .values(
        Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 2 }, (_, i) => ({
          user_id: user.id,
          kind: "input-milestone",
          milestone_key: `test:${i}`,
          title: `N${i}`,
          body: "",
          link: "/progress",
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const first = await notificationsOf(client);
    expect(first.unread).toBe(NOTIFICATIONS_PAGE_SIZE + 2);
    expect(first.hasMore).toBe(true);
    expect(first.notifications[0]?.title).toBe(`N${NOTIFICATIONS_PAGE_SIZE + 1}`);
    const second = await notificationsOf(client, 2);
    expect(second.notifications.map((n) => n.title)).toEqual(["N1", "N0"]);
    expect(second.hasMore).toBe(false);

    const ids = first.notifications.slice(0, 2).map((n) => n.id);
    const read = await client.post("/api/user/notifications/read", { ids });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: NOTIFICATIONS_PAGE_SIZE });
    // Again: idempotent.
    expect((await client.post("/api/user/notifications/read", { ids })).json()).toEqual({
      unread: NOTIFICATIONS_PAGE_SIZE,
    });
    const after = await notificationsOf(client);
    expect(after.notifications.slice(0, 3).map((n) => n.read)).toEqual([true, true, false]);

    const all = await client.post("/api/user/notifications/read", { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await notificationsOf(client)).notifications.every((n) => n.read)).toBe(true);
  });

  it("refuses another learner's ids, marking nothing, and bad bodies with sentences", async () => {
    const { client: owner, user } = await visitor();
    await logMinutes(owner, addDays(today(), -1), 60);
    const mine = (await notificationsOf(owner)).notifications;
    expect(mine).toHaveLength(1);
    const { client: other } = await visitor();
    await logMinutes(other, addDays(today(), -1), 60);
    const theirs = (await notificationsOf(other)).notifications;

    const refused = await other.post("/api/user/notifications/read", { ids: [theirs[0]?.id, mine[0]?.id] });
    expectApiError(refused, 404, { error: NOTIFICATION_TEXTS.notFound, code: "not_found" });
    expect((await notificationsOf(other)).unread).toBe(1);
    expect((await notificationsOf(owner)).unread).toBe(1);
    // Marking all marks only the caller's own.
    await other.post("/api/user/notifications/read", { all: true });
    expect((await notificationsOf(owner)).unread).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(1);

    for (const body of [{}, { ids: [], all: true }, { ids: [] }, { ids: ["nope"] }, { all: false }]) {
      const response = await owner.post("/api/user/notifications/read", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error, JSON.stringify(body)).toMatch(/\.$/);
    }
    expect((await owner.get("/api/user/notifications?page=0")).statusCode).toBe(400);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get("/api/user/notifications")).statusCode).toBe(401);
  });
});

describe("a second instance and a restart on the same database", () => {
  let handle: DbHandle | undefined;
  let second: FastifyInstance;
  beforeAll(async () => {
    // On PostgreSQL a second pool, as another process has; PGlite is one process's database, so
    // the second app (an instance started again) shares its connection.
    handle =
      testDbKind === "postgres" ? await createDb({ databaseUrl: t.databaseUrl, poolSize: 4 }) : undefined;
    const mailer = createMailer({ smtpUrl: undefined, from: t.config.mailFrom, dataDir: t.config.dataDir });
    second = await buildApp({ config: t.config, db: handle?.db ?? t.db, mailer, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await handle?.close();
  });

  it("never makes a milestone twice", async () => {
    const { client, user } = await visitor();
    const twin = new TestClient(second);
    for (const [name, value] of client.cookies) twin.cookies.set(name, value);
    await logMinutes(client, addDays(today(), -1), 61);
    await Promise.all([notificationsOf(client), notificationsOf(twin), notificationsOf(twin)]);
    await logMinutes(twin, addDays(today(), -2), 5);
    expect(await rowsOf(user.id)).toEqual([{ kind: "input-milestone", milestone_key: "hours:1" }]);
    expect((await notificationsOf(twin)).unread).toBe(1);
  });
});
