import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let gc: (() => void) | null = null;

/**
 * One full collection of V8's heap, now. For work that leaves much garbage at once and then
 * stops (a large catalog rebuild): V8 otherwise keeps the heap it grew to until its memory
 * reducer finds the process idle, which a server under load may never be
 * (docs/decisions/021-memory-at-100000-videos.md). `--expose-gc` set at run time gives the
 * function to contexts made after it, hence the new context that hands it over.
 */
export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString("--expose-gc");
    gc = runInNewContext("gc") as () => void;
  }
  gc();
}
