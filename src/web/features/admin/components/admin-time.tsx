const FORMATS = {
  minutes: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }),
  seconds: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" }),
};

/**
 * An instant of an admin list (an ISO 8601 date-time from the server) as a `<time>`, in the admin's
 * own zone, "26 Nov 2026, 14:05"; with `seconds` to the second (the email runs, seconds apart).
 * Text the browser cannot read as a date is shown as it came.
 */
export function AdminTime({ at, seconds = false }: { at: string; seconds?: boolean }) {
  const ms = Date.parse(at);
  return (
    <time dateTime={at}>{Number.isNaN(ms) ? at : FORMATS[seconds ? "seconds" : "minutes"].format(ms)}</time>
  );
}
