import type { Db } from "../../db/create-db";
import { RecentValues } from "../../lib/recent-values";
import type { UserBrowseState } from "../catalog-index/index";
import { loadUserBrowseState } from "./user-video-state";

/**
 * How long a learner's video states are reused before a new read; with the stale-while-revalidate
 * window of RecentValues, browse shows states at most 2 s old (docs/decisions/003).
 */
export const USER_STATE_TTL_MS = 1000;

/**
 * Learners' video states (positions, watch time) and hidden videos, read by key and reused for a moment
 * (RecentValues), so that a burst of browse calls (infinite scroll, statistics beside the list)
 * costs one query and never waits for a refresh. One per app (`deps.userStates`, made in app.ts):
 * writers of `user_video_state` and `hidden_videos` call `forget` after their change, so that this
 * instance's next browse call shows it at once; other instances see it within 2 s.
 */
export class UserStateCache {
  private readonly states = new RecentValues<UserBrowseState>(USER_STATE_TTL_MS);

  constructor(private readonly db: Db) {}

  get(userId: string, nowMs = Date.now()): Promise<UserBrowseState> {
    return this.states.get(userId, () => loadUserBrowseState(this.db, userId), nowMs);
  }

  forget(userId: string): void {
    this.states.forget(userId);
  }
}
