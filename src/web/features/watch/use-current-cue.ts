import { useEffect, useState } from "react";
import { findCueIndex } from "../../../shared/domain/subtitles";
import type { PlayerState } from "./player-types";

/** How often the caption line and the transcript read the player's time. */
export const CUE_POLL_MS = 200;

/**
 * The index of the cue showing now (-1 between cues), read from the player every 200 ms (the
 * YouTube IFrame API has no time event; a `<video>` is read the same way). The component renders
 * only when the index changes, not on every reading.
 */
export function useCurrentCue(
  stateRef: { current: PlayerState | null },
  cues: readonly { start: number; end: number }[],
  active = true,
): number {
  const [index, setIndex] = useState(-1);
  useEffect(() => {
    if (!active || cues.length === 0) {
      setIndex(-1);
      return;
    }
    const read = () => {
      const player = stateRef.current;
      setIndex(player ? findCueIndex(cues, player.currentTime()) : -1);
    };
    read();
    const timer = window.setInterval(read, CUE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [stateRef, cues, active]);
  return index;
}
