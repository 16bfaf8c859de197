/**
 * A difficulty range as browse's `difficulty` carries it: "lower,upper", whole numbers from 1 to
 * 100, both included, either side empty (open), the lower not above the upper (docs/words.md).
 */
export function isDifficultyRange(text: string): boolean {
  const match = /^(\d{0,3}),(\d{0,3})$/.exec(text);
  if (!match) return false;
  const [lower, upper] = [match[1], match[2]].map((side) => (side === "" ? null : Number(side)));
  const inRange = (n: number | null | undefined) => n === null || (n !== undefined && n >= 1 && n <= 100);
  if (!inRange(lower) || !inRange(upper)) return false;
  return lower === null || upper === null || lower! <= upper!;
}
