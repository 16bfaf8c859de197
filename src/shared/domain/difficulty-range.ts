/**
 * A difficulty range as browse's `difficulty` carries it: "lower,upper", whole numbers from 1 to
 * 100, both included, either side empty (open: 1 or 100), the lower not above the upper
 * (docs/words.md). The bounds, or null for anything else.
 */
export function parseDifficultyRange(text: string): [number, number] | null {
  const match = /^(\d{0,3}),(\d{0,3})$/.exec(text);
  if (!match) return null;
  const lower = match[1] ? Number(match[1]) : 1;
  const upper = match[2] ? Number(match[2]) : 100;
  return lower >= 1 && upper <= 100 && lower <= upper ? [lower, upper] : null;
}

export function isDifficultyRange(text: string): boolean {
  return parseDifficultyRange(text) !== null;
}
