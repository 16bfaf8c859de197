/** Search in the transcript: letter case and ё/е do not matter, spaces are tidied. */
export function normaliseForSearch(text: string): string {
  return text.toLowerCase().replace(/ё/g, "е");
}

/** A line cut into parts, the matches of `query` marked; the whole line unmarked for no query. */
export function markMatches(text: string, query: string): { text: string; match: boolean }[] {
  const needle = normaliseForSearch(query.trim());
  const haystack = normaliseForSearch(text);
  // Lower-casing that changes lengths (rare letters) would shift the cuts: no marks then.
  if (needle === "" || haystack.length !== text.length) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts.length > 0 ? parts : [{ text, match: false }];
}

/** True when the line holds the query (an empty query matches every line). */
export function lineMatches(text: string, query: string): boolean {
  const needle = normaliseForSearch(query.trim());
  return needle === "" || normaliseForSearch(text).includes(needle);
}
