/** The learner's input totals in seconds, as the top bar shows them. */
export interface InputTotals {
  total: number;
  today: number;
}

/**
 * Keeps the top bar's totals growing while a video plays, between reports (issue "Watch": "the
 * donut and total input grow without a page reload"). The shown value is the last server answer,
 * plus what was sent but not yet answered, plus the tracker's unreported seconds. A server answer
 * replaces the estimate, so any clipping on the server shows at once.
 */
export class LiveTotals {
  private base: InputTotals;
  private inFlight = 0;
  private segmentStart: number | string | null = null;
  private segmentSent = 0;

  constructor(base: InputTotals) {
    this.base = { ...base };
  }

  /**
   * A report of a segment is being sent; returns the seconds it adds (reports are cumulative per
   * segment). A beacon gets no answer: its growth is taken as credited.
   */
  sent(playingStartTime: number | string, elapsedSeconds: number, beacon: boolean): number {
    if (playingStartTime !== this.segmentStart) {
      this.segmentStart = playingStartTime;
      this.segmentSent = 0;
    }
    const growth = Math.max(0, elapsedSeconds - this.segmentSent);
    this.segmentSent = Math.max(this.segmentSent, elapsedSeconds);
    if (beacon) {
      this.base = { total: this.base.total + growth, today: this.base.today + growth };
    } else {
      this.inFlight += growth;
    }
    return growth;
  }

  /** The server answered a report that added `growth` seconds, with the new totals. */
  answered(growth: number, totals: InputTotals): void {
    this.inFlight = Math.max(0, this.inFlight - growth);
    this.base = { ...totals };
  }

  /** A report failed: its time is in the segment's next cumulative report, if there is one. */
  failed(growth: number): void {
    this.inFlight = Math.max(0, this.inFlight - growth);
  }

  /** Someone else reloaded the user (sign-in, refetch): the server's figures win. */
  rebase(totals: InputTotals): void {
    this.base = { ...totals };
    this.inFlight = 0;
  }

  get pending(): boolean {
    return this.inFlight > 0;
  }

  shown(unreportedSeconds: number): InputTotals {
    const extra = this.inFlight + Math.max(0, unreportedSeconds);
    return { total: this.base.total + extra, today: this.base.today + extra };
  }
}
