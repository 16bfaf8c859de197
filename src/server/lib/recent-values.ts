interface Entry<V> {
  value: Promise<V>;
  /** Reused without a new read until then (epoch ms). */
  freshUntil: number;
  /** A newer read is under way. */
  refreshing: boolean;
}

/**
 * Values read from the database and reused for a short time by hot read-only calls
 * (docs/decisions/003): a learner's video states, a session's user.
 *
 * - A value is reused for `ttlMs` after its read began; calls that come while it is being read
 *   share that one read, so an expiry never sends a stampede to the database.
 * - For one more `ttlMs` after that, the value is still answered at once while a fresh read runs
 *   in the background (stale-while-revalidate): a learner's burst of calls never waits for a
 *   refresh. A value older than that is read again before it is answered.
 * - `forget` drops a value at once (the caller's own write); a read that was already under way
 *   then is not kept, since it may have missed that write.
 * - A failed read is not kept: the next call asks again.
 */
export class RecentValues<V> {
  private readonly entries = new Map<string, Entry<V>>();

  /** `sweepAbove`: past this many keys, expired ones are swept out before adding another. */
  constructor(
    private readonly ttlMs: number,
    private readonly sweepAbove = 5000,
  ) {}

  get(key: string, read: () => Promise<V>, nowMs = Date.now()): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && nowMs < entry.freshUntil) return entry.value;
    if (entry && nowMs < entry.freshUntil + this.ttlMs) {
      if (!entry.refreshing) this.refresh(key, entry, read, nowMs);
      return entry.value;
    }
    return this.load(key, read, nowMs);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  private load(key: string, read: () => Promise<V>, nowMs: number): Promise<V> {
    if (this.entries.size >= this.sweepAbove) this.sweep(nowMs);
    const entry: Entry<V> = { value: read(), freshUntil: nowMs + this.ttlMs, refreshing: false };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  private refresh(key: string, stale: Entry<V>, read: () => Promise<V>, nowMs: number): void {
    stale.refreshing = true;
    read().then(
      (value) => {
        // Only if nothing replaced or forgot the stale value meanwhile.
        if (this.entries.get(key) !== stale) return;
        this.entries.set(key, {
          value: Promise.resolve(value),
          freshUntil: nowMs + this.ttlMs,
          refreshing: false,
        });
      },
      () => {
        if (this.entries.get(key) === stale) this.entries.delete(key);
      },
    );
  }

  private sweep(nowMs: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.freshUntil + this.ttlMs <= nowMs) this.entries.delete(key);
    }
  }
}
