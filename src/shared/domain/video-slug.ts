/** Russian letters in Latin, as the demo ids spell them ("История чая" → "istoriya-chaya"). */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  // Ukrainian and Belarusian letters that titles sometimes hold.
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
  ў: "u",
};

/** Longest slug made from a title (before a `-2` suffix); cut at a word boundary. */
export const SLUG_MAX_LENGTH = 60;

/**
 * A URL-friendly id from a title: lower case, Cyrillic transliterated, accents dropped, every run
 * of other characters one `-`, at most SLUG_MAX_LENGTH characters ending on a whole word.
 * "" when nothing is left (a title of emoji or of another script).
 */
export function slugFromTitle(title: string): string {
  const latin = [...title.toLowerCase()]
    .map((ch) => CYRILLIC_TO_LATIN[ch] ?? ch)
    .join("")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  const slug = latin.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, "");
}

/** `base`, else `base-2`, `base-3`, … : the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
