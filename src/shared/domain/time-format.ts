/** Parses "s", "m:s" or "h:m:s" to seconds (docs/product-rules.md "Validation"). */
export function parseTimeToSeconds(text: string): number {
  const parts = text.split(":");
  if (parts.length < 1 || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p.trim()))) {
    throw new Error("Invalid time format");
  }
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** Formats seconds as m:ss, or h:mm:ss from one hour up. */
export function formatSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** "3h 25m" style total input display for the top bar. */
export function formatHoursMinutes(totalSeconds: number): string {
  const minutes = Math.floor(Math.max(0, totalSeconds) / 60);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Daily goal progress = (today's seconds / 60) / goal minutes, clamped to 0..1 (docs/product-rules.md "Constants"). */
export function dailyGoalProgress(watchTimeTodaySeconds: number, dailyGoalMinutes: number): number {
  if (dailyGoalMinutes <= 0) return 1;
  return Math.min(1, Math.max(0, watchTimeTodaySeconds / 60 / dailyGoalMinutes));
}
