import type { TranscriptCue } from "../../../shared/contracts/video";
import type { PlayerState } from "./player-types";
import { useCurrentCue } from "./use-current-cue";

/**
 * Our own caption line over a YouTube player (its iframe draws only YouTube's captions): the cue
 * showing at the player's time, from the video's stored subtitles. Clicks go through to the player.
 */
export function CaptionsLine({
  cues,
  stateRef,
}: {
  cues: TranscriptCue[];
  stateRef: { current: PlayerState | null };
}) {
  const index = useCurrentCue(stateRef, cues);
  const cue = cues[index];
  return (
    <div className="watch-caption-line" lang="ru" data-testid="caption-line">
      {cue && <span className="watch-caption-text">{cue.text}</span>}
    </div>
  );
}

/** The CC switch: captions on or off, remembered in this browser (off at first). */
export function CaptionsToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      className={`btn btn-sm watch-cc ${on ? "btn-dark" : "btn-outline-secondary"}`}
      aria-pressed={on}
      onClick={() => onChange(!on)}
    >
      <span className="watch-cc-badge" aria-hidden="true">
        CC
      </span>{" "}
      Captions
    </button>
  );
}
