import type { ExportJson } from "../../../shared/contracts/progress";
import type { Db } from "../../db/create-db";
import { allNotifications } from "../notifications/index";
import { exportPlaylists } from "../playlists/index";
import { learnerRatings } from "../ratings/index";
import type { UserRow } from "../user/index";
import { exportWords } from "../words/index";
import { listAssessments } from "./assessments-repository";
import { learnerDays } from "./daily-totals-repository";
import { allJournal } from "./journal-repository";
import { listLogs } from "./off-platform-repository";
import { toDayTotal } from "./progress-repository";

/** The learner's whole history, oldest first, in the shape of the JSON export. */
export async function readHistory(db: Db, user: UserRow, now = new Date()): Promise<ExportJson> {
  const days = await learnerDays(db, user.id).orderBy("day").execute();
  const videos = await db
    .selectFrom("user_video_state as s")
    .innerJoin("videos as v", "v.id", "s.video_id")
    .select(["s.video_id", "v.title", "s.watch_time_ms", "s.last_watch_time", "s.updated_at"])
    .where("s.user_id", "=", user.id)
    .orderBy("s.updated_at")
    .orderBy("s.video_id")
    .execute();
  const logs = await listLogs(db, user.id);
  const journal = await allJournal(db, user.id);
  const assessments = await listAssessments(db, user.id);
  const notifications = await allNotifications(db, user.id);
  const playlists = await exportPlaylists(db, user.id);
  const ratings = await learnerRatings(db, user.id);
  const words = await exportWords(db, user);
  return {
    exportedAt: now.toISOString(),
    user: {
      name: user.name,
      email: user.email ?? "",
      timezone: user.timezone,
      languages: user.languages,
      totalInputSeconds: user.watch_time_ms / 1000,
      dailyGoalMinutes: user.daily_goal_minutes,
      finalGoalMinutes: user.final_goal_minutes,
      finalGoalDate: user.final_goal_date.toISOString(),
    },
    dailyTotals: days.map(toDayTotal),
    videos: videos.map((v) => ({
      videoId: v.video_id,
      title: v.title,
      watchedSeconds: v.watch_time_ms / 1000,
      positionSeconds: v.last_watch_time,
      lastWatchedAt: v.updated_at.toISOString(),
    })),
    // The log API lists newest first; a history file reads oldest first.
    offPlatformLogs: logs.reverse().map(({ id: _id, ...log }) => log),
    journal: journal.map(({ id: _id, ...entry }) => entry),
    assessments: assessments.map(({ id: _id, ...assessment }) => assessment),
    notifications: notifications.map(({ id: _id, ...notification }) => notification),
    playlists,
    ratings,
    words,
  };
}
