/**
 * Examples of the main calls in the OpenAPI document (the ones docs/api.md walks through), keyed
 * like OPERATIONS. openapi.api.test.ts checks each one against its operation's schema, so an example
 * that drifts from the contract fails a test instead of misleading a reader.
 */
export interface OperationExamples {
  request?: unknown;
  response?: unknown;
}

const LOG_ENTRY = {
  id: "0b9f3c1e-5d2a-4c7b-9e11-2f6a8d4c3b21",
  startDate: "2026-11-23",
  startTime: "19:00",
  endDate: "2026-11-23T20:00:00.000Z",
  minutes: 60,
  comment: "Reading: «Капитанская дочка», chapter 3",
};

export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  "GET /api/user/off-platform-logs": { response: { logs: [LOG_ENTRY] } },
  "POST /api/user/off-platform-time": {
    request: {
      startDate: "2026-11-23",
      startTime: "19:00",
      endDate: "2026-11-23T20:00",
      minutes: 60,
      comment: "Reading: «Капитанская дочка», chapter 3",
    },
    response: {
      ok: true,
      count: 1,
      logs: [LOG_ENTRY],
      watchTimeSeconds: 45_900,
      watchTimeTodaySeconds: 4_500,
    },
  },
  "POST /api/user/off-platform-log/delete": {
    request: { id: LOG_ENTRY.id },
    response: { ok: true, count: 1, logs: [], watchTimeSeconds: 42_300, watchTimeTodaySeconds: 900 },
  },
  "GET /api/user/daily-totals": {
    response: {
      from: "2026-11-22",
      to: "2026-11-23",
      today: "2026-11-23",
      dailyGoalMinutes: 15,
      days: [
        { date: "2026-11-22", videoSeconds: 1_200, offPlatformSeconds: 0, totalSeconds: 1_200, level: 3 },
        { date: "2026-11-23", videoSeconds: 900, offPlatformSeconds: 3_600, totalSeconds: 4_500, level: 4 },
      ],
      streaks: { current: 2, longest: 9, todayMet: true },
    },
  },
  "POST /api/user/tokens": {
    request: { name: "My reading tracker", scope: "write" },
    response: {
      token: "pny_3q2-7wFVx0bKc9ZpYt4hLmN8rQ1sUeA5dG6jH2kXo0i",
      id: "7c1e4b9a-2f3d-4e8a-9b6c-1d2e3f4a5b6c",
      name: "My reading tracker",
      scope: "write",
      createdAt: "2026-11-23T18:55:00.000Z",
    },
  },
  "POST /api/user/goal": {
    request: { dailyGoalMinutes: 30, finalGoalMinutes: 60_000, finalGoalDate: "2030-12-31" },
  },
};
