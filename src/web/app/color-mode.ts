import { useSyncExternalStore } from "react";
import {
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  colorSchemeOf,
  parseColorMode,
} from "../../shared/domain/color-mode";

/**
 * The colour mode chosen in the user menu (docs/screens.md "Colour mode"), kept in localStorage.
 * The server's page set `data-bs-theme` before the first paint (server/http/color-mode-script.ts);
 * this keeps it in step with a new choice, with the system's setting while the mode is "system",
 * and with a choice made in another tab. It is loaded after the page is live (user-menu.tsx), out
 * of the script every page waits for.
 */
const listeners = new Set<() => void>();

function readStored(): ColorMode {
  try {
    return parseColorMode(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    // Storage refused (a privacy setting): the system's setting, as for a first visit.
    return "system";
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export function setColorMode(mode: ColorMode): void {
  try {
    if (mode === "system") window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Not remembered, but this page still changes (below).
  }
  for (const listener of listeners) listener();
}

/** The chosen mode; "system" while the server renders (it cannot know, and the menu is closed then). */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, readStored, () => "system");
}

/**
 * Keeps `<html data-bs-theme>` on the chosen mode, following the system's setting for "system",
 * until the returned function is called.
 */
export function followColorMode(): () => void {
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  const apply = () =>
    document.documentElement.setAttribute("data-bs-theme", colorSchemeOf(readStored(), dark.matches));
  apply();
  const stop = subscribe(apply);
  dark.addEventListener("change", apply);
  return () => {
    stop();
    dark.removeEventListener("change", apply);
  };
}
