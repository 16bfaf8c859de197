/**
 * PostgreSQL text cannot hold the character U+0000, so a string that is stored or looked up
 * refuses it in its schema (a 400 with a sentence) instead of failing in the database (a 500).
 */
export const hasNoNul = (value: string): boolean => !value.includes("\u0000");

/** The refusal of `hasNoNul` for a field, e.g. `.refine(hasNoNul, noNul("The comment"))`. */
export const noNul = (label: string) => ({ error: `${label} cannot contain a null character (U+0000).` });
