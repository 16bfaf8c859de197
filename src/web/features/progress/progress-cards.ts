/** The cards of the progress page, each opened by its hash (docs/screens.md "Progress"). */
export const PROGRESS_CARDS = [
  { id: "summary", label: "Summary" },
  { id: "goals", label: "Goals" },
  { id: "off-platform_input", label: "Off-platform input" },
  { id: "history", label: "History" },
  { id: "journal", label: "Journal" },
  { id: "words", label: "Words" },
] as const;

export type ProgressCardId = (typeof PROGRESS_CARDS)[number]["id"];

export const DEFAULT_PROGRESS_CARD: ProgressCardId = "summary";

/** docs/product-rules.md "Constants": the page looks at the hash every second. */
export const HASH_POLL_MS = 1000;

/** The card a location hash ("#goals", "goals" or "") opens; anything unknown opens the summary. */
export function cardFromHash(hash: string): ProgressCardId {
  let id = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is just an unknown hash.
  }
  return PROGRESS_CARDS.find((card) => card.id === id)?.id ?? DEFAULT_PROGRESS_CARD;
}
