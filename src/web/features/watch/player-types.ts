import type { Video } from "../../../shared/contracts/video";

/** What the watch timer reads from either player (a `<video>` or the YouTube IFrame player). */
export interface PlayerState {
  /** Seconds. */
  currentTime(): number;
  /** Seconds; 0 while not known. */
  duration(): number;
  /** True while playing or buffering mid-play. */
  isPlaying(): boolean;
  /** Moves the playback position (the transcript's lines); a YouTube video not yet started may start. */
  seekTo(seconds: number): void;
  /** Plays when paused, pauses when playing (the keyboard shortcuts). */
  togglePlay(): void;
  /** Sound off when on, on when off. */
  toggleMute(): void;
  /** What full screen shows: the `<video>`, or the YouTube player's box. */
  fullscreenTarget(): HTMLElement | null;
}

/** Playback events both players report, with the position at that moment. */
export interface PlayerEvents {
  onPlay(position: number): void;
  onPause(position: number): void;
  onSeeked(position: number): void;
  onEnded(position: number): void;
}

export interface PlayerProps {
  video: Video;
  /** Where to start when the player is ready (the resume rule). */
  startAt: number;
  /** Start playing at once (autoplay from the previous video). */
  autoPlay: boolean;
  playbackRate: number;
  /** The learner changed the speed in the player's own menu. */
  onPlaybackRateChange: (rate: number) => void;
  events: PlayerEvents;
  /** Filled by the player once it exists, for the watch timer. */
  stateRef: { current: PlayerState | null };
  /**
   * The captions track of a file video (`<track>`); null without captions. The YouTube player
   * ignores it: the watch page draws its own caption line over it (captions-line.tsx).
   */
  captions?: CaptionsTrack | null;
}

export interface CaptionsTrack {
  /** GET /api/video/{id}/captions.vtt. */
  src: string;
  /** The learner's CC switch. */
  on: boolean;
  /** The learner switched them in the player's own menu. */
  onChange: (on: boolean) => void;
}
