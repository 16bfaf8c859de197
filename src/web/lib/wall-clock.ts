/**
 * The browser's wall clock (the learner's or the admin's), to the minute: "YYYY-MM-DDTHH:MM", as
 * the date and time inputs write it; its first ten characters are the local date. A module of
 * its own: the shell's time-zone.ts would bring it to /browse, which has no use for it.
 */
export function localWallClock(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
