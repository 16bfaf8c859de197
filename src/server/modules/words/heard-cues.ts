import type { AnalysedCue } from "./cue-analysis";

/*
 * Words heard (docs/words.md "Words heard"): which cues a credited piece of watch time covers (the piece:
 * watch/credit.ts `creditedInterval`, stored by the watch-time batch in credited_intervals).
 */

/**
 * The cues inside an interval `[from, to)`: those whose middle falls in it. Half-open, so two
 * pieces that meet (the reports every 30 s of one segment) never both count the cue between them.
 */
export function cuesInside(cues: readonly AnalysedCue[], from: number, to: number): number[] {
  const inside: number[] = [];
  cues.forEach((cue, index) => {
    const middle = (cue.s + cue.e) / 2;
    if (middle >= from && middle < to) inside.push(index);
  });
  return inside;
}

/** One hearing of a cue: a credited interval covered it. */
export interface CueHearing {
  userId: string;
  videoId: string;
  cue: number;
}

/**
 * Every cue each credited interval covered, once per interval: re-watching a part counts it again;
 * two tabs never do, since their overlap was credited once (docs/watch-time.md "Two tabs").
 */
export function hearingsOf(
  intervals: readonly { userId: string; videoId: string; from: number; to: number }[],
  cuesOf: (videoId: string) => readonly AnalysedCue[] | undefined,
): CueHearing[] {
  const hearings: CueHearing[] = [];
  for (const interval of intervals) {
    const cues = cuesOf(interval.videoId);
    if (!cues) continue; // no transcript: the estimate counts it (docs/words.md)
    for (const cue of cuesInside(cues, interval.from, interval.to))
      hearings.push({ userId: interval.userId, videoId: interval.videoId, cue });
  }
  return hearings;
}

export interface LemmaGain {
  userId: string;
  lemma: string;
  /** Running words heard (a lemma twice in a cue heard twice: 4). */
  heard: number;
  /** Cues heard for the first time that hold it. */
  cues: number;
  /** 1 when this is the first time it is heard in the video. */
  videos: number;
  example: { videoId: string; seconds: number; sentence: string };
}

/**
 * What hearings add to each learner's words. `before`: the cues each (user, video) had heard
 * before; `fresh`: those heard now for the first time (keys "userId videoId").
 */
export function lemmaGains(
  hearings: readonly CueHearing[],
  cuesOf: (videoId: string) => readonly AnalysedCue[] | undefined,
  before: ReadonlyMap<string, ReadonlySet<number>>,
  fresh: ReadonlyMap<string, ReadonlySet<number>>,
): { gains: LemmaGain[]; heardTotals: Map<string, number> } {
  const gains = new Map<string, LemmaGain>();
  const heardTotals = new Map<string, number>();
  const gainOf = (userId: string, lemma: string, videoId: string, cue: AnalysedCue) => {
    const key = `${userId} ${lemma}`;
    let gain = gains.get(key);
    if (!gain) {
      gain = {
        userId,
        lemma,
        heard: 0,
        cues: 0,
        videos: 0,
        example: { videoId, seconds: cue.s, sentence: cue.t },
      };
      gains.set(key, gain);
    }
    return gain;
  };
  for (const h of hearings) {
    const cue = cuesOf(h.videoId)?.[h.cue];
    if (!cue) continue;
    for (const lemma of cue.l) gainOf(h.userId, lemma, h.videoId, cue).heard++;
    heardTotals.set(h.userId, (heardTotals.get(h.userId) ?? 0) + cue.l.length);
  }
  for (const [pair, freshCues] of fresh) {
    const [userId, videoId] = pair.split(" ") as [string, string];
    const cues = cuesOf(videoId);
    if (!cues) continue;
    const known = new Set<string>();
    for (const index of before.get(pair) ?? []) for (const lemma of cues[index]?.l ?? []) known.add(lemma);
    const newInVideo = new Set<string>();
    for (const index of freshCues) {
      const cue = cues[index];
      if (!cue) continue;
      for (const lemma of new Set(cue.l)) {
        const gain = gainOf(userId, lemma, videoId, cue);
        gain.cues++;
        if (!known.has(lemma) && !newInVideo.has(lemma)) {
          newInVideo.add(lemma);
          gain.videos++;
        }
      }
    }
  }
  return { gains: [...gains.values()], heardTotals };
}
