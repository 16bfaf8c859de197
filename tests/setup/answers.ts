import { expect, it } from "vitest";

/**
 * A pure function's table of answers (docs/testing.md "One function, many inputs"): one test a row, the row being
 * the function's arguments and then what it answers for them, compared with `toEqual` (which is
 * `Object.is` for a string, a number or a boolean). Each test's title is the table's title and
 * its row, as "title: arg, arg → answer", so a failing row names itself.
 */
export function itAnswers<Args extends unknown[], Answer>(
  title: string,
  answer: (...args: Args) => Answer,
  rows: readonly [...Args, Answer][],
): void {
  const given = Array.from({ length: (rows[0]?.length ?? 1) - 1 }, () => "%j").join(", ");
  it.each(rows as unknown as unknown[][])(`${title}: ${given} → %j`, (...row: unknown[]) => {
    expect(answer(...(row.slice(0, -1) as Args))).toEqual(row.at(-1));
  });
}
