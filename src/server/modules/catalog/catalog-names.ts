/*
 * How the catalog matches the names of channels, speakers and topics that a person writes to the
 * stored ones: in any letter case and Unicode composition, surrounding spaces ignored. The admin
 * forms and the content planner both use it, so a name is never stored twice in two spellings.
 */

/** The catalog's three tables of names: the admin's lists of them and the planner's name book. */
export type OptionTable = "channels" | "speakers" | "topics";

/** Names are compared without regard to letter case (and to Unicode composition). */
export const nameKey = (name: string) => name.trim().normalize("NFC").toLowerCase();

/**
 * The names to link, each as already stored when one matches in any letter case, and those that
 * are new (to be added as written). Duplicates in `given` (in any case) count once.
 */
export function resolveNames(given: string[], stored: string[]): { names: string[]; added: string[] } {
  const storedByKey = new Map<string, string>();
  for (const name of stored) if (!storedByKey.has(nameKey(name))) storedByKey.set(nameKey(name), name);
  return resolveNamesBy(given, (key) => storedByKey.get(key));
}

/**
 * `resolveNames` over any store of names: `storedOf` answers the stored name of a `nameKey`, if
 * any (the planner keeps its own map of names with their ids).
 */
export function resolveNamesBy(
  given: string[],
  storedOf: (key: string) => string | undefined,
): { names: string[]; added: string[] } {
  const names: string[] = [];
  const added: string[] = [];
  const seen = new Set<string>();
  for (const raw of given) {
    const name = raw.trim();
    const key = nameKey(name);
    if (name === "" || seen.has(key)) continue;
    seen.add(key);
    const existing = storedOf(key);
    names.push(existing ?? name);
    if (existing === undefined) added.push(name);
  }
  return { names, added };
}

/** The stored name that `name` means: the exact one, else the one equal in any letter case. */
export function storedName(stored: string[], name: string): string | undefined {
  return stored.find((n) => n === name) ?? stored.find((n) => nameKey(n) === nameKey(name));
}
