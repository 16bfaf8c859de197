import { use, useCallback, useSyncExternalStore } from "react";
import { WATCH_CHOICES_COOKIE } from "../../../shared/contracts/first-screen";
import { WatchChoicesHintContext } from "../../app/server-hints";
import { isOfferedRate, parsePlaybackRate } from "./watch-rules";

type ChoiceKey = "autoplay" | "skipWatched" | "playbackRate" | "captions";

/**
 * The choices live in one cookie (`autoplay=false&playbackRate=1.5`, URL-encoded), so that the
 * server renders the watch page with them: a reload shows the learner's speed and switches at once,
 * not the defaults until the script has run. About a year, the longest browsers keep one.
 */
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;

const listeners = new Set<() => void>();

function cookieChoices(): URLSearchParams {
  const prefix = `${WATCH_CHOICES_COOKIE}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  try {
    return new URLSearchParams(entry ? decodeURIComponent(entry.slice(prefix.length)) : "");
  } catch {
    return new URLSearchParams();
  }
}

/**
 * The choices, read from the cookie once (reading `document.cookie` on every render is slow on a
 * phone) and kept here: cookies can be refused, and a choice then still holds until the page is left.
 */
const stored = typeof document === "undefined" ? new URLSearchParams() : cookieChoices();

function write(key: ChoiceKey, value: string): void {
  stored.set(key, value);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser we serve.
  document.cookie = `${WATCH_CHOICES_COOKIE}=${encodeURIComponent(stored.toString())}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

/** Until 2026-11 the choices were in localStorage, one key each: they move to the cookie once. */
function moveFromLocalStorage(): void {
  try {
    for (const key of ["autoplay", "skipWatched", "playbackRate", "captions"] as const) {
      const storageKey = `ponyatno.watch.${key}`;
      const value = window.localStorage.getItem(storageKey);
      if (value === null) continue;
      if (!stored.has(key)) write(key, value);
      window.localStorage.removeItem(storageKey);
    }
  } catch {
    // No storage to read: nothing to move.
  }
}
if (typeof window !== "undefined") moveFromLocalStorage();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A stored choice, null when none is stored. The server's render of the page, and the browser's
 * hydration of it, read what the request's cookie had (the same); the browser's own value follows.
 */
function useStored(key: ChoiceKey): string | null {
  const hint = use(WatchChoicesHintContext);
  return useSyncExternalStore(
    subscribe,
    () => stored.get(key),
    () => new URLSearchParams(hint ?? "").get(key),
  );
}

function useStoredSwitch(key: ChoiceKey, fallback: boolean): [boolean, (on: boolean) => void] {
  const stored = useStored(key);
  const change = useCallback((next: boolean) => write(key, String(next)), [key]);
  return [stored === null ? fallback : stored === "true", change];
}

/**
 * The watch page's remembered choices: "Autoplay" and "Skip watched" (both on by default), the
 * speed, and the captions (CC, off by default).
 */
export function useWatchPreferences() {
  const [autoplay, setAutoplay] = useStoredSwitch("autoplay", true);
  const [captions, setCaptions] = useStoredSwitch("captions", false);
  const [skipWatched, setSkipWatched] = useStoredSwitch("skipWatched", true);
  const playbackRate = parsePlaybackRate(useStored("playbackRate"));
  const setPlaybackRate = useCallback((rate: number) => {
    // A speed the select does not offer (the player's own 0.25×) is left to the player.
    if (isOfferedRate(rate)) write("playbackRate", String(rate));
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
