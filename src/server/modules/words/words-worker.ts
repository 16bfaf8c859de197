import { plainCues } from "../../../shared/domain/subtitles";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/create-db";
import { notifyAcquiredWords } from "../notifications/index";
import { acquiredMilestoneReached } from "./acquisition";
import {
  dequeue,
  frequentLemmas,
  queuedVideos,
  replaceVideoLemmas,
  writeVideoWords,
} from "./analysis-repository";
import { analyseCues, type CueAnalysis, figuresOf } from "./cue-analysis";
import { hearingsOf, lemmaGains } from "./heard-cues";
import {
  acquiredCounts,
  addHeardTotals,
  addWordGains,
  claimIntervals,
  cuesHeardBefore,
  deleteIntervals,
  markCuesHeard,
  videoCues,
} from "./heard-repository";
import { lemmaOf, loadMorphology } from "./morphology";
import type { WordCoverage } from "./word-coverage";

/** The frequency list's length: rarity reads ranks up to 3,000 (docs/words.md "Frequency"). */
const FREQUENCY_LIST_LENGTH = 3000;
/** Videos analysed per round (one transaction for their lemmas, one for their figures). */
const ANALYSIS_BATCH = 200;
/** Credited intervals folded per transaction. */
const FOLD_BATCH = 1000;

export interface WordsWorkerDeps {
  db: Db;
  config: Pick<AppConfig, "wordsAcquired">;
  log?: { error(obj: object, msg: string): void };
  /** This instance's in-memory coverage: told of the learners whose words a fold changed. */
  coverage?: Pick<WordCoverage, "forget">;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * The words' background work (docs/words.md), never inside a request: analyses the transcripts the
 * videos trigger queued (admin upload, content planner, demo load, a restore), then folds the
 * watch-time batches' credited intervals into the learners' words. Both queues are tables, so
 * nothing is lost in a restart, and both are claimed so that instances share the work.
 */
export class WordsWorker {
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: WordsWorkerDeps) {}

  /** Runs rounds every `intervalMs` (0: never; tests call `settle`). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running)
        void this.settle().catch((err: unknown) => this.deps.log?.error({ err }, "words worker failed"));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  /** Works until both queues are empty (after a round already running). */
  async settle(): Promise<void> {
    while (this.running) await this.running.catch(() => {});
    this.running = this.drain();
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
  }

  private async drain(): Promise<void> {
    while ((await this.analyseQueued()) > 0) {}
    while ((await this.foldHeard()) > 0) {}
  }

  /** One round of analysis; answers how many queued videos it took. */
  async analyseQueued(): Promise<number> {
    const { db } = this.deps;
    const queued = await queuedVideos(db, ANALYSIS_BATCH);
    if (queued.length === 0) return 0;
    await loadMorphology();
    const analysed = queued.map((video) => {
      const cues = video.subtitles ? plainCues(video.subtitles) : [];
      const analysis: CueAnalysis | null = cues.length > 0 ? analyseCues(cues, lemmaOf) : null;
      return { video, analysis: analysis && analysis.runningWords > 0 ? analysis : null };
    });
    await db.transaction().execute((trx) =>
      replaceVideoLemmas(
        trx,
        analysed.map(({ video, analysis }) => ({
          videoId: video.videoId,
          occurrences: analysis?.occurrences ?? new Map(),
        })),
      ),
    );
    // The ranks include these videos' lemmas: the catalog's own transcripts are the frequency list.
    const ranks = new Map((await frequentLemmas(db, FREQUENCY_LIST_LENGTH)).map((lemma, i) => [lemma, i]));
    await db.transaction().execute(async (trx) => {
      for (const { video, analysis } of analysed) {
        await writeVideoWords(
          trx,
          video.videoId,
          analysis && { figures: figuresOf(analysis, (lemma) => ranks.get(lemma)), cues: analysis.cues },
        );
      }
      await dequeue(trx, queued);
    });
    return queued.length;
  }

  /** One round of folding credited intervals into words heard; answers how many it took. */
  async foldHeard(): Promise<number> {
    const { db, config } = this.deps;
    const { claimed, users } = await db.transaction().execute(async (trx) => {
      const intervals = await claimIntervals(trx, FOLD_BATCH);
      if (intervals.length === 0) return { claimed: 0, users: [] as string[] };
      const cues = await videoCues(trx, unique(intervals.map((i) => i.videoId)));
      const cuesOf = (videoId: string) => cues.get(videoId);
      const hearings = hearingsOf(intervals, cuesOf);
      const pairs = new Map(hearings.map((h) => [`${h.userId} ${h.videoId}`, h]));
      const before = await cuesHeardBefore(trx, [...pairs.values()]);
      const distinct = new Map(hearings.map((h) => [`${h.userId} ${h.videoId} ${h.cue}`, h]));
      const fresh = await markCuesHeard(trx, [...distinct.values()]);
      const { gains, heardTotals } = lemmaGains(hearings, cuesOf, before, fresh);
      await addWordGains(trx, gains, config.wordsAcquired);
      await addHeardTotals(trx, heardTotals);
      await deleteIntervals(
        trx,
        intervals.map((i) => i.id),
      );
      return { claimed: intervals.length, users: unique(gains.map((g) => g.userId)) };
    });
    if (users.length > 0) {
      this.deps.coverage?.forget(users);
      const now = new Date();
      for (const learner of await acquiredCounts(db, users)) {
        const milestone = learner.notify ? acquiredMilestoneReached(learner.acquired) : undefined;
        if (milestone !== undefined) await notifyAcquiredWords(db, learner.userId, milestone, now);
      }
    }
    return claimed;
  }
}
