// What the index is told of one caller to answer browse for them: their video states and the
// videos they hid. The learner-state module reads them from its tables (user-video-state.ts).

/** One caller's state of one video. */
export interface VideoState {
  /** Playback position, seconds. */
  lastWatchTime: number;
  watchTimeMs: number;
}

export type UserVideoStates = ReadonlyMap<string, VideoState>;

export const NO_VIDEO_STATES: UserVideoStates = new Map();

/** What browse keeps of one caller: their video states and the videos they hid ("Not interested"). */
export interface UserBrowseState {
  states: UserVideoStates;
  /** Ids of the videos the caller hid (hidden-videos-repository.ts). */
  hidden: ReadonlySet<string>;
}

export const NO_BROWSE_STATE: UserBrowseState = { states: NO_VIDEO_STATES, hidden: new Set() };
