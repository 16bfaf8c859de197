#!/usr/bin/env node
// Logs the hour of reading that just ended as off-platform input, then prints the last 7 days'
// totals. Plain Node 20 (its built-in fetch), no packages. docs/api.md walks through it.
//
//   API_URL=https://ponyatno.example API_TOKEN=pny_… node log-reading.mjs "Капитанская дочка, ch. 3"
//
// The token needs the write scope (adding an entry); reading the totals needs only read.

const API_URL = (process.env.API_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const API_TOKEN = process.env.API_TOKEN;
if (!API_TOKEN) {
  console.error('Set API_TOKEN to a personal access token (Account settings, "Apps and tokens").');
  process.exit(2);
}

/** Calls the API with the token; an error answer is { error, code }: show its sentence. */
async function api(method, path, body) {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${API_TOKEN}`,
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) {
    console.error(`${method} ${path}: ${response.status} ${answer.code}: ${answer.error}`);
    process.exit(1);
  }
  return answer;
}

/** The date (YYYY-MM-DD) and time (HH:MM) of `instant` on the learner's wall clock. */
function wallClock(instant, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The calendar date `days` before `date` (both YYYY-MM-DD). */
function daysBefore(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

const hoursAndMinutes = (seconds) => {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
};

// 1. The learner's time zone: entries are written on their wall clock.
const { timezone, today } = await api("GET", "/api/user/overall");

// 2. The hour that just ended, as one entry.
const end = new Date();
end.setSeconds(0, 0);
const start = wallClock(new Date(end.getTime() - 60 * 60 * 1000), timezone);
const comment = process.argv[2] ?? "Reading";
await api("POST", "/api/user/off-platform-time", {
  startDate: start.date,
  startTime: start.time,
  endDate: end.toISOString(),
  minutes: 60,
  comment,
});
console.log(`Logged 60 minutes of "${comment}" from ${start.date} ${start.time} (${timezone}).`);

// 3. The last 7 days, today included.
const week = await api("GET", `/api/user/daily-totals?from=${daysBefore(today, 6)}&to=${today}`);
console.log("Last 7 days:");
let total = 0;
for (const day of week.days) {
  total += day.totalSeconds;
  console.log(`  ${day.date}  ${hoursAndMinutes(day.totalSeconds)}`);
}
console.log(`Week total: ${hoursAndMinutes(total)}`);
