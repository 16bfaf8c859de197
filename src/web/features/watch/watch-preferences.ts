import { useCallback, useState } from "react";
import { isOfferedRate, parsePlaybackRate } from "./watch-rules";

const KEYS = {
  autoplay: "ponyatno.watch.autoplay",
  skipWatched: "ponyatno.watch.skipWatched",
  playbackRate: "ponyatno.watch.playbackRate",
  captions: "ponyatno.watch.captions",
} as const;

// Storage can be missing or refuse (private mode, quota): the defaults then hold for the visit.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies on this page.
  }
}

function useStoredSwitch(key: string, fallback: boolean): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    const stored = read(key);
    return stored === null ? fallback : stored === "true";
  });
  const change = useCallback(
    (next: boolean) => {
      setOn(next);
      write(key, String(next));
    },
    [key],
  );
  return [on, change];
}

/**
 * The watch page's remembered choices: "Autoplay" and "Skip watched" (both on by default), the
 * speed, and the captions (CC, off by default).
 */
export function useWatchPreferences() {
  const [autoplay, setAutoplay] = useStoredSwitch(KEYS.autoplay, true);
  const [captions, setCaptions] = useStoredSwitch(KEYS.captions, false);
  const [skipWatched, setSkipWatched] = useStoredSwitch(KEYS.skipWatched, true);
  const [playbackRate, setRate] = useState(() => parsePlaybackRate(read(KEYS.playbackRate)));
  const setPlaybackRate = useCallback((rate: number) => {
    // A speed the select does not offer (the player's own 0.25×) is left to the player.
    if (!isOfferedRate(rate)) return;
    setRate(rate);
    write(KEYS.playbackRate, String(rate));
  }, []);
  return {
    autoplay,
    setAutoplay,
    skipWatched,
    setSkipWatched,
    playbackRate,
    setPlaybackRate,
    captions,
    setCaptions,
  };
}
