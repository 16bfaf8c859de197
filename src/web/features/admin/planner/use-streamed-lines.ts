import { useCallback, useEffect, useMemo, useRef, useState } from "react";

/** How often the lines that came in are shown: a 5,000-row log may come one line per chunk. */
const FLUSH_MS = 100;

/**
 * The log's lines as they stream in: `append` collects them at once, the state follows at most
 * every 100 ms (so a long log is not one render per line); `flush` shows the rest now.
 */
export function useStreamedLines() {
  const buffer = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [lines, setLines] = useState<readonly string[]>([]);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setLines(buffer.current.slice());
  }, []);

  const append = useCallback(
    (more: readonly string[]) => {
      for (const line of more) buffer.current.push(line);
      timer.current ??= setTimeout(flush, FLUSH_MS);
    },
    [flush],
  );

  const reset = useCallback(() => {
    buffer.current = [];
    flush();
  }, [flush]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useMemo(() => ({ lines, append, flush, reset }), [lines, append, flush, reset]);
}
