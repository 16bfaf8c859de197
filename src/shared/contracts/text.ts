import { z } from "zod";

/**
 * PostgreSQL text cannot hold the character U+0000, so a string that is stored or looked up
 * refuses it in its schema (a 400 with a sentence) instead of failing in the database (a 500).
 */
export const hasNoNul = (value: string): boolean => !value.includes("\u0000");

/** The refusal of `hasNoNul` for a field, e.g. `.refine(hasNoNul, noNul("The comment"))`. */
export const noNul = (label: string) => ({ error: `${label} cannot contain a null character (U+0000).` });

/** The refusal of a value that is not a string, naming the field: `mustBeText("name")`, "name must be text." */
export const mustBeText = (field: string): string => `${field} must be text.`;

/** How one stored text field is checked, and the sentences its refusals say. */
export interface TextFieldRule {
  /** The refusal of a value that is not a string (zod's own sentence when left out). */
  notText?: string;
  /** The refusal of an empty value (after trimming); left out, "" is accepted. */
  empty?: string;
  /** The most characters it may have (after trimming), and the refusal of a longer one. */
  max: number;
  tooLong: string;
  /** The field as the null-character refusal names it, e.g. "The title". */
  label: string;
  /** Spaces around it are trimmed before the checks and stored so (the default); false keeps them. */
  trim?: boolean;
}

/**
 * A text field that is stored: trimmed, maybe required, at most `max` characters, no U+0000 —
 * every contract's one chain of these checks, in this order (the first refusal is the one said).
 */
export function textField(rule: TextFieldRule) {
  const text = z.string(rule.notText === undefined ? undefined : { error: rule.notText });
  const trimmed = rule.trim === false ? text : text.trim();
  const filled = rule.empty === undefined ? trimmed : trimmed.min(1, { error: rule.empty });
  return filled.max(rule.max, { error: rule.tooLong }).refine(hasNoNul, noNul(rule.label));
}
