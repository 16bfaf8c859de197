import { useSyncExternalStore } from "react";

/**
 * Whether a video is playing and its time is being counted, for the top bar: while it is, the
 * totals are written to the second, so that they move visibly as the learner listens (docs/progress.md
 * "How figures are written"); at rest they are hours and minutes like every other figure. The
 * watch session sets it; one flag for the page, as only one player runs at a time.
 */
let playing = false;
const listeners = new Set<() => void>();

export function setInputPlaying(value: boolean): void {
  if (value === playing) return;
  playing = value;
  for (const listener of listeners) listener();
}

export function useInputPlaying(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => playing,
    // The server's render of a page is never of a video playing.
    () => false,
  );
}
