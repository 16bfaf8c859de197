import { expect } from "vitest";
import type { TestClient } from "../setup/client";

/** The time zone the factories' learners report from, unless a test names another. */
const TZ = "Europe/Moscow";

/**
 * The player's report as a segment starts playing at `seconds`: how the watch page saves a
 * position (docs/watch-time.md). Through the real call, which must take it.
 */
export async function playTo(
  client: TestClient,
  videoId: string,
  seconds: number,
  timezone = TZ,
): Promise<void> {
  const response = await client.post("/api/watchtime/update", {
    videoId,
    timezone,
    playingStartTime: Date.now(),
    elapsedTime: 0,
    lastVideoTime: seconds,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Logs off-platform input on `day` (YYYY-MM-DD) from `start` to `end` (HH:MM, the same day) as the
 * progress page's form sends it, through the real call, which must take it.
 */
export async function logOffPlatformTime(
  client: TestClient,
  day: string,
  [start, end]: readonly [string, string],
  minutes: number,
  comment = "",
): Promise<void> {
  const response = await client.post("/api/user/off-platform-time", {
    startDate: day,
    startTime: start,
    endDate: `${day}T${end}`,
    minutes,
    comment,
  });
  expect(response.statusCode, response.body).toBe(200);
}
