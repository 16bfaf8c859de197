import { PLAYBACK_RATES } from "./watch-rules";

/** What a key asks of the player (docs/screens.md "Watch", keyboard shortcuts). */
export type ShortcutAction =
  | { kind: "togglePlay" }
  | { kind: "seek"; by: number }
  | { kind: "fullscreen" }
  | { kind: "captions" }
  | { kind: "mute" }
  | { kind: "speed"; step: 1 | -1 }
  | { kind: "help" };

/** The shortcuts, in the order the "?" list shows them: the keys' names as printed, what they do. */
export const PLAYER_SHORTCUTS: { keys: string[]; label: string }[] = [
  { keys: ["Space", "k"], label: "Play or pause" },
  { keys: ["←", "→"], label: "Back or forward 5 seconds" },
  { keys: ["j", "l"], label: "Back or forward 10 seconds" },
  { keys: ["f"], label: "Full screen on or off" },
  { keys: ["c"], label: "Captions on or off" },
  { keys: ["m"], label: "Sound off or on" },
  { keys: ["<", ">"], label: "Slower or faster" },
  { keys: ["?"], label: "This list of shortcuts" },
];

const ACTIONS: Record<string, ShortcutAction> = {
  " ": { kind: "togglePlay" },
  k: { kind: "togglePlay" },
  ArrowLeft: { kind: "seek", by: -5 },
  ArrowRight: { kind: "seek", by: 5 },
  j: { kind: "seek", by: -10 },
  l: { kind: "seek", by: 10 },
  f: { kind: "fullscreen" },
  c: { kind: "captions" },
  m: { kind: "mute" },
  "<": { kind: "speed", step: -1 },
  ">": { kind: "speed", step: 1 },
  "?": { kind: "help" },
};

/** What has the focus, as far as the shortcuts care. */
export type FocusKind =
  /** A text field or a select: every key is its own. */
  | "text"
  /** A button, link, checkbox, switch or menu item: Space is its own (it activates it). */
  | "control"
  /** A slider, a radio group, a menu: the arrows are its own (and Space). */
  | "arrows"
  /** Anything else (the page, the player, a heading). */
  | "other";

/** The action of a key pressed with the focus on `focus`, or null: the key is not ours there. */
export function shortcutFor(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  focus: FocusKind,
): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || focus === "text") return null;
  const key = event.key.length === 1 && /[A-Z]/.test(event.key) ? event.key.toLowerCase() : event.key;
  if (key === " " && focus !== "other") return null;
  if ((key === "ArrowLeft" || key === "ArrowRight") && focus === "arrows") return null;
  return ACTIONS[key] ?? null;
}

/** The speed a step away from `rate` among the offered ones, staying at the ends. */
export function steppedRate(rate: number, step: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((offered) => offered >= rate);
  const at = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  const next = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + step));
  return PLAYBACK_RATES[next] ?? rate;
}
