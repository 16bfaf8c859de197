// Known zones, remembered: building a formatter to test a zone is slow, and every watch-time
// report names one. Only valid names are kept, so the set stays within the IANA list.
const knownTimeZones = new Set<string>();

/** True when the runtime knows this IANA time zone (e.g. "Europe/Moscow"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true;
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    knownTimeZones.add(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A formatter per time zone, each built on first use and kept: building an Intl.DateTimeFormat is
 * slow, and the learners' zones are few.
 */
export function formatterPerZone(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const dateFormatter = formatterPerZone("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar date ("YYYY-MM-DD") of an instant in a time zone: a learner's "today". */
export function localDateOf(instant: Date | number, timeZone: string): string {
  return dateFormatter(timeZone).format(instant);
}
