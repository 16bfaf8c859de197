import { useSyncExternalStore } from "react";

/** What the page says once a video is hidden (the browse notice and the watch page). */
export const VIDEO_HIDDEN = "Video hidden.";

/** What the browse page's notice says after "Hide this video" on a card. */
export type HiddenNoticeState = "hidden" | "hide-failed" | "undoing" | "restored" | "undo-failed";

export interface HiddenNotice {
  videoId: string;
  title: string;
  state: HiddenNoticeState;
  /** The failure's sentence (the server's, or the network's). */
  error?: string;
}

// The card that was hidden is gone by the time the call answers, so the notice's state lives here,
// outside any card, for the page's notice to show (hidden-video-notice.tsx).
let current: HiddenNotice | null = null;
const listeners = new Set<() => void>();

export function setHiddenNotice(notice: HiddenNotice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

/** Changes the notice only while it is still about `videoId` (another hide may have replaced it). */
export function updateHiddenNotice(videoId: string, change: Partial<HiddenNotice>): void {
  if (current?.videoId === videoId) setHiddenNotice({ ...current, ...change });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHiddenNotice(): HiddenNotice | null {
  // None on a page as the server renders it (and hydrates it).
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
