import type { WatchTimeUpdateRequest } from "../../../shared/contracts/watch";

/** How often a playing segment is reported (docs/watch-time.md). */
export const REPORT_EVERY_MS = 30_000;

export interface TrackerOptions {
  videoId: string;
  timezone: string;
  /** Wall clock in epoch ms; injectable for tests. */
  now?: () => number;
  /** Sends a report; `beacon` is true when the page is being hidden or closed. */
  send: (report: WatchTimeUpdateRequest, beacon: boolean) => void;
}

/**
 * The player's watch-time state machine. A segment is one stretch of playing: it begins on play and
 * ends on pause or end. Elapsed time is wall-clock time while playing, so speed changes do not
 * matter (input is time spent listening). Each report carries the segment's cumulative elapsed
 * time; the server credits only its growth, so sending the same report twice is harmless.
 */
export class WatchTracker {
  private segmentStart: number | null = null;
  private lastReportAt = 0;
  private position = 0;
  private lastSentElapsedMs = 0;
  private readonly now: () => number;

  constructor(private readonly options: TrackerOptions) {
    this.now = options.now ?? Date.now;
  }

  get playing(): boolean {
    return this.segmentStart !== null;
  }

  /** Wall-clock seconds of the current segment not yet reported (for a live top bar). */
  unreportedSeconds(): number {
    if (this.segmentStart === null) return 0;
    return Math.max(0, this.now() - this.segmentStart - this.lastSentElapsedMs) / 1000;
  }

  play(position: number): void {
    this.position = position;
    if (this.segmentStart !== null) return;
    this.segmentStart = this.now();
    // Reported at once: the server credits a segment only from when it first hears of it (plus one
    // report interval), so it must hear of it as it starts (docs/watch-time.md).
    this.report(false);
  }

  /** The 500 ms timer: keeps the position and reports every 30 s while playing. */
  tick(position: number): void {
    this.position = position;
    if (this.segmentStart !== null && this.now() - this.lastReportAt >= REPORT_EVERY_MS) this.report(false);
  }

  /** A seek moves the position; if playing, the same stretch of playing goes on. */
  seek(position: number): void {
    this.position = position;
  }

  pause(position: number): void {
    this.position = position;
    this.finishSegment();
  }

  end(position: number): void {
    this.position = position;
    this.finishSegment();
  }

  /** The page is being hidden or closed: report now by beacon; playing may go on in the background. */
  hidden(): void {
    if (this.segmentStart !== null) this.report(true);
  }

  /** The player is going away (another video, leaving the page). */
  dispose(): void {
    if (this.segmentStart !== null) this.report(true);
    this.segmentStart = null;
  }

  private finishSegment(): void {
    if (this.segmentStart === null) return;
    this.report(false);
    this.segmentStart = null;
  }

  private report(beacon: boolean): void {
    if (this.segmentStart === null) return;
    const now = this.now();
    const elapsedMs = now - this.segmentStart;
    this.lastReportAt = now;
    this.lastSentElapsedMs = elapsedMs;
    this.options.send(
      {
        videoId: this.options.videoId,
        playingStartTime: this.segmentStart,
        lastVideoTime: Math.max(0, this.position),
        elapsedTime: elapsedMs / 1000,
        timezone: this.options.timezone,
      },
      beacon,
    );
  }
}
