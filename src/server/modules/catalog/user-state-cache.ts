import type { Db } from "../../db/create-db";
import { loadUserVideoStates, type UserVideoStates } from "./user-video-state";

/** How long a learner's video states may be reused (docs/decisions/003: at most 2 s). */
export const USER_STATE_TTL_MS = 2000;
/** Above this many cached learners, expired entries are swept out before adding another. */
const SWEEP_ABOVE = 5000;

interface Entry {
  states: Promise<UserVideoStates>;
  expiresAt: number;
}

/** The caches of each database in this process, so that a writer can drop a learner's entry. */
const cachesByDb = new WeakMap<Db, Set<UserStateCache>>();

/**
 * Learners' video states (positions, watch time), read by key and reused for up to 2 s, so that
 * a burst of browse calls (infinite scroll, statistics beside the list) costs one query. Callers
 * share the pending query, so an expired entry never sends a stampede to the database.
 */
export class UserStateCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {
    const local = cachesByDb.get(db) ?? new Set();
    cachesByDb.set(db, local.add(this));
  }

  get(userId: string, nowMs = Date.now()): Promise<UserVideoStates> {
    const cached = this.entries.get(userId);
    if (cached && cached.expiresAt > nowMs) return cached.states;
    if (this.entries.size >= SWEEP_ABOVE) this.sweep(nowMs);
    const states = loadUserVideoStates(this.db, userId);
    const entry = { states, expiresAt: nowMs + USER_STATE_TTL_MS };
    this.entries.set(userId, entry);
    // A failed read is not kept: the next call asks again.
    states.catch(() => {
      if (this.entries.get(userId) === entry) this.entries.delete(userId);
    });
    return states;
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }

  /** Leaves the local invalidations (the app is closing). */
  stop(): void {
    cachesByDb.get(this.db)?.delete(this);
  }

  private sweep(nowMs: number): void {
    for (const [userId, entry] of this.entries) if (entry.expiresAt <= nowMs) this.entries.delete(userId);
  }
}

/**
 * Drops the cached video states of one learner in this process. Writers of `user_video_state`
 * (watch time, mark-as-watched, merging accounts) call it after their change, so that this
 * instance's next browse call shows the change at once; other instances see it within 2 s.
 */
export function forgetUserVideoStates(db: Db, userId: string): void {
  for (const cache of cachesByDb.get(db) ?? []) cache.forget(userId);
}
