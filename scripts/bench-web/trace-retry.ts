// Lighthouse sometimes fails to record a load's trace ("Something went wrong with recording the
// trace over your page load. Please run Lighthouse again."): it happened on the first load after a
// fresh build twice on 2026-11-27, stopping the whole bench. Such a run measured nothing, so it is
// run once more in a fresh Chromium; any other failure, or the same one twice, stops the bench.

/** Lighthouse's runtime errors that mean the trace was not recorded, not that the page failed. */
const TRACE_NOT_RECORDED = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);

/** A run Lighthouse could not audit, with its runtime error's code (e.g. "NO_NAVSTART"). */
export class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Runs `measure`, and once more when its trace was not recorded (saying so with `warn`). */
export async function retryUnrecordedTrace<T>(
  measure: () => Promise<T>,
  warn: (line: string) => void = console.warn,
): Promise<T> {
  try {
    return await measure();
  } catch (error) {
    if (!(error instanceof LighthouseRunError && TRACE_NOT_RECORDED.has(error.code))) throw error;
    warn(`  ${error.message}: running that load again.`);
    return measure();
  }
}
