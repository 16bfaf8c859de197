/** What this code needs of Temporal, where the browser has it (TypeScript's lib does not yet). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The learner's IANA time zone, undefined if the browser cannot tell: it decides which day their
 * input counts on. Temporal answers at once; the Intl fallback builds a date formatter, whose
 * first use loads the locale's data, ~40 ms on a phone (a third of the app's start-up there).
 */
export function browserTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    return temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
