/**
 * The fuzz tier's seed: fixed, so that a run is reproducible, and changed with FUZZ_SEED (an integer,
 * or "random" for a new one each run, printed) so that runs can explore further. Every failure
 * prints the seed to rerun it with.
 */
const DEFAULT_FUZZ_SEED = 20_260_501;

function readSeed(): number {
  const raw = process.env.FUZZ_SEED?.trim();
  if (!raw) return DEFAULT_FUZZ_SEED;
  if (raw === "random") {
    const seed = Math.floor(Math.random() * 2 ** 31);
    console.log(`fuzz: FUZZ_SEED=${seed}`);
    return seed;
  }
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", not ${raw}`);
  return seed;
}

export const FUZZ_SEED = readSeed();

/** A seed of its own for each test (derived from FUZZ_SEED and its name), so `-t <name>` replays it alone. */
export function seedFor(name: string): number {
  let hash = 0x811c9dc5;
  for (const ch of name) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 0x01000193);
  return (FUZZ_SEED ^ hash) | 0;
}

/**
 * The API fuzz's time budget, in ms (FUZZ_BUDGET_MS), shared out evenly between the routes: on a
 * slow machine a route stops early, after a prefix of the same requests (so a failure still
 * replays with its seed). 0 turns the budget off, for long runs with a high FUZZ_RUNS.
 */
export function budgetMs(defaultMs: number): number {
  const raw = process.env.FUZZ_BUDGET_MS;
  return raw === undefined ? defaultMs : Math.max(0, Number.parseInt(raw, 10) || 0);
}

/** How many requests each route gets: FUZZ_RUNS overrides the tuned default (docs/testing.md). */
export function runsPerRoute(defaultRuns: number): number {
  const raw = process.env.FUZZ_RUNS;
  return raw ? Math.max(1, Number.parseInt(raw, 10) || defaultRuns) : defaultRuns;
}
