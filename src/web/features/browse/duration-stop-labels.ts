import { DURATION_STOPS } from "../../../shared/domain/durations";
import { minutesAt } from "./duration-slider-rules";

/*
 * The slider's own labels, apart from duration-slider-rules.ts: only the lazily loaded panel
 * (duration-panel.tsx) needs them, the toolbar's summary does not.
 */

const LAST_STOP = DURATION_STOPS.length - 1;
const TOP_MINUTES = (DURATION_STOPS[LAST_STOP - 1] ?? 0) / 60;

/** A tick under the slider: "0", "5", … "60+" (minutes). */
export function stopTickLabel(index: number): string {
  return index === LAST_STOP ? `${TOP_MINUTES}+` : String(minutesAt(index));
}

/** A thumb's value for a screen reader: "5 min", or "no limit" at the open top. */
export function stopValueText(index: number): string {
  return index === LAST_STOP ? "no limit" : `${minutesAt(index)} min`;
}
