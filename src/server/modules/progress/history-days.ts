import type { HistoryDay, HistoryVideo } from "../../../shared/contracts/history";
import type { OffPlatformLog } from "../../../shared/contracts/progress";
import { addDays, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

/** A stretch of playing of one video, as stored by the watch module (docs/watch-time.md). */
export interface WatchedSegment {
  videoId: string;
  title: string;
  /** The wall-clock interval the credit covers, epoch ms. */
  wallStartMs: number;
  wallEndMs: number;
  /** Input credited for it (less than the interval when another tab covered part of it). */
  creditedMs: number;
}

/** A row of daily_totals: what the summary, the graph and the streaks count for the date. */
export interface DayTotal {
  date: string;
  videoMs: number;
  offPlatformMs: number;
}

interface VideoOfDay {
  title: string;
  ms: number;
  /** When the video was last playing that day: the day's list shows the latest first. */
  lastMs: number;
}

/** Local date → video id → its time that day. */
export type VideoTimeByDay = Map<string, Map<string, VideoOfDay>>;

const midnight = (date: string, timeZone: string) => zonedDateTimeToInstant(date, "00:00", timeZone);

/**
 * Puts each segment's credited time on the learner's local days, in proportion to the part of its
 * wall-clock interval that falls on each (a stretch of playing across midnight counts on both
 * days). Only the days in `wanted` are kept.
 */
export function videoTimeByDay(
  segments: readonly WatchedSegment[],
  timeZone: string,
  wanted: ReadonlySet<string>,
): VideoTimeByDay {
  const days: VideoTimeByDay = new Map();
  const add = (date: string, segment: WatchedSegment, ms: number, lastMs: number) => {
    if (!wanted.has(date) || ms <= 0) return;
    let videos = days.get(date);
    if (!videos) {
      videos = new Map();
      days.set(date, videos);
    }
    const video = videos.get(segment.videoId) ?? { title: segment.title, ms: 0, lastMs };
    video.ms += ms;
    video.lastMs = Math.max(video.lastMs, lastMs);
    videos.set(segment.videoId, video);
  };
  for (const segment of segments) {
    const { wallStartMs: start, wallEndMs: end, creditedMs } = segment;
    const length = end - start;
    if (length <= 0) {
      add(localDateOf(end, timeZone), segment, creditedMs, end);
      continue;
    }
    for (let date = localDateOf(start, timeZone); ; date = addDays(date, 1)) {
      const dayStart = midnight(date, timeZone);
      const dayEnd = midnight(addDays(date, 1), timeZone);
      const overlap = Math.min(end, dayEnd) - Math.max(start, dayStart);
      if (overlap > 0) add(date, segment, (creditedMs * overlap) / length, Math.min(end, dayEnd));
      if (dayEnd >= end) break;
    }
  }
  return days;
}

/**
 * One day of the history. Its totals are the stored daily totals, so the history says what the
 * rest of the product says. The videos' time comes from the segments; where it adds up to more
 * than the day's video time (a piece of playing across midnight is counted on the day it ended,
 * or the dates were taken in another time zone) each video's share is scaled down to fit, and
 * where it adds up to less the rest is `otherSeconds` (docs/progress.md "History").
 */
export function historyDay(
  total: DayTotal,
  videos: ReadonlyMap<string, VideoOfDay> | undefined,
  offPlatform: OffPlatformLog[],
): HistoryDay {
  const watched = [...(videos ?? new Map<string, VideoOfDay>())]
    .map(([id, v]) => ({ id, title: v.title, ms: Math.round(v.ms), lastMs: v.lastMs }))
    .filter((v) => v.ms > 0)
    .sort((a, b) => b.lastMs - a.lastMs || a.title.localeCompare(b.title));
  const sum = watched.reduce((s, v) => s + v.ms, 0);
  const scale = sum > total.videoMs ? total.videoMs / sum : 1;
  const listed: HistoryVideo[] = [];
  let listedMs = 0;
  for (const v of watched) {
    const ms = scale === 1 ? v.ms : Math.floor(v.ms * scale);
    if (ms <= 0) continue;
    listed.push({ id: v.id, title: v.title, seconds: ms / 1000 });
    listedMs += ms;
  }
  return {
    date: total.date,
    seconds: (total.videoMs + total.offPlatformMs) / 1000,
    videoSeconds: total.videoMs / 1000,
    offPlatformSeconds: total.offPlatformMs / 1000,
    videos: listed,
    otherSeconds: (total.videoMs - listedMs) / 1000,
    offPlatform,
  };
}
