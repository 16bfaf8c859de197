import { useEffect, useRef } from "react";
import { type FocusKind, type ShortcutAction, shortcutFor, steppedRate } from "./player-shortcuts";
import type { PlayerState } from "./player-types";

/** How the element with the focus uses keys itself (player-shortcuts.ts's FocusKind). */
function focusKindOf(element: Element | null): FocusKind {
  if (!element || element === document.body) return "other";
  if (element.closest('textarea, select, [contenteditable=""], [contenteditable="true"]')) return "text";
  if (element instanceof HTMLInputElement) {
    if (element.type === "range" || element.type === "radio") return "arrows";
    return ["checkbox", "button", "submit", "reset"].includes(element.type) ? "control" : "text";
  }
  if (
    element.closest('[role="menu"], [role="radiogroup"], [role="slider"], [role="tablist"], [role="listbox"]')
  ) {
    return "arrows";
  }
  if (element.closest('button, a[href], summary, [role="button"], [role="menuitem"], [role="switch"]')) {
    return "control";
  }
  return "other";
}

interface ShortcutHandlers {
  stateRef: { current: PlayerState | null };
  playbackRate: number;
  setPlaybackRate: (rate: number) => void;
  /** Switches the captions; null when the video has none. */
  toggleCaptions: (() => void) | null;
  showHelp: () => void;
}

/**
 * The watch page's keyboard shortcuts (docs/screens.md "Watch"), on the whole page while it shows a
 * player: one listener on the document, for file and YouTube videos alike. A key is left alone
 * when the focus uses it (player-shortcuts.ts), when a dialog is open, or when something else
 * handled it. A key it acts on goes no further: its default is prevented, and on the focused
 * `<video>` it is taken before the element's own controls see it (they would act twice).
 */
export function usePlayerShortcuts(enabled: boolean, handlers: ShortcutHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    /** Acts on the key if it is a shortcut here; true when it did. */
    const handle = (event: KeyboardEvent): boolean => {
      if (event.defaultPrevented || document.querySelector('dialog[open], [aria-modal="true"]')) return false;
      const action = shortcutFor(event, focusKindOf(document.activeElement));
      if (!action) return false;
      event.preventDefault();
      act(action, current.current);
      return true;
    };
    // The focused `<video>` has keys of its own (its controls): ours go first, and alone.
    const onVideoKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLVideoElement && handle(event)) event.stopPropagation();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLVideoElement)) handle(event);
    };
    document.addEventListener("keydown", onVideoKey, true);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onVideoKey, true);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [enabled]);
}

function act(action: ShortcutAction, handlers: ShortcutHandlers): void {
  const player = handlers.stateRef.current;
  switch (action.kind) {
    case "help":
      handlers.showHelp();
      return;
    case "captions":
      handlers.toggleCaptions?.();
      return;
    case "speed":
      handlers.setPlaybackRate(steppedRate(handlers.playbackRate, action.step));
      return;
  }
  // The others need the player (a YouTube player that could not load has none).
  if (!player) return;
  switch (action.kind) {
    case "togglePlay":
      player.togglePlay();
      return;
    case "mute":
      player.toggleMute();
      return;
    case "seek": {
      const duration = player.duration();
      const to = Math.max(0, player.currentTime() + action.by);
      player.seekTo(duration > 0 ? Math.min(to, duration) : to);
      return;
    }
    case "fullscreen":
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else
        void player
          .fullscreenTarget()
          ?.requestFullscreen()
          .catch(() => undefined);
      return;
  }
}
