import type { Db } from "../../db/create-db";
import { allVideoFigures, allVideoLemmas, learnerLemmas, type VideoFiguresRow } from "./coverage-repository";

/*
 * Learners' coverage of the catalog's videos, from memory (docs/words.md "Coverage"): each
 * analysed video's lemmas as numbers, read once per catalog version (an analysis moves it,
 * migration 0027), and each learner's acquired lemmas, read once and kept until the words worker
 * folds new words for them (this instance's worker: `forget`) or for ACQUIRED_TTL_MS (another
 * instance's worker). "Best for you", the cards and a video's words read it at no SQL.
 */

/**
 * What the coverage reads of the catalog index (catalog-index's `VideoOrdinals`): its version and
 * its videos by ordinal. Structural, so that this leaf imports no other module (app-deps.ts reads it).
 */
export interface VideoOrdinals {
  version: number;
  size: number;
  videos: readonly { id: string }[];
}

/** How long a learner's acquired set is trusted without a fold seen by this instance. */
export const ACQUIRED_TTL_MS = 10_000;
/** Learners whose acquired sets are kept (the least recently read leave first). */
const LEARNERS_KEPT = 5000;

/** One video's lemmas: ids into the table's lemma numbers, and their running words. */
interface VideoLemmas {
  ids: Uint32Array;
  counts: Uint32Array;
  total: number;
}

interface LemmaTable {
  version: number;
  videos: Map<string, VideoLemmas>;
  /** Each analysed video's figures (GET /api/video/{id}/words answers from them). */
  figures: Map<string, VideoFiguresRow>;
}

interface Learner {
  hasHistory: boolean;
  /** Acquired lemmas by number (a lemma no video has is left out: it changes no coverage). */
  acquired: Set<number>;
  readAt: number;
  /** Coverage per ordinal of the index it was computed for (NaN: not analysed). */
  byOrdinal?: { index: VideoOrdinals; table: LemmaTable; coverage: Float64Array };
}

export class WordCoverage {
  /** Lemma numbers, only ever growing, so that a learner's set stays valid across tables. */
  private readonly lemmaIds = new Map<string, number>();
  private table: LemmaTable | null = null;
  private loading: Promise<LemmaTable> | null = null;
  private readonly learners = new Map<string, Learner>();
  private readonly learnerLoads = new Map<string, Promise<Learner>>();

  constructor(private readonly db: Db) {}

  private lemmaId(lemma: string): number {
    let id = this.lemmaIds.get(lemma);
    if (id === undefined) {
      id = this.lemmaIds.size;
      this.lemmaIds.set(lemma, id);
    }
    return id;
  }

  /** The catalog version of the lemma table read last; null before the first read. */
  get tableVersion(): number | null {
    return this.table?.version ?? null;
  }

  /** The lemma table of catalog version `version` (read once per version, one read at a time). */
  async tableFor(version: number): Promise<LemmaTable> {
    if (this.table && this.table.version >= version) return this.table;
    if (!this.loading) {
      this.loading = this.loadTable(version).finally(() => {
        this.loading = null;
      });
    }
    const table = await this.loading;
    return table.version >= version ? table : this.tableFor(version);
  }

  private async loadTable(version: number): Promise<LemmaTable> {
    const videos = new Map<string, VideoLemmas>();
    for await (const page of allVideoLemmas(this.db)) {
      for (const row of page) {
        const ids = new Uint32Array(row.lemmas.length);
        const counts = Uint32Array.from(row.occurrences);
        row.lemmas.forEach((lemma, i) => {
          ids[i] = this.lemmaId(lemma);
        });
        videos.set(row.video_id, { ids, counts, total: counts.reduce((sum, n) => sum + n, 0) });
      }
    }
    const figures = await allVideoFigures(this.db);
    this.table = { version, videos, figures: new Map(figures.map((f) => [f.video_id, f])) };
    return this.table;
  }

  /** After a fold of new words for these learners: their sets are read again when next needed. */
  forget(userIds: Iterable<string>): void {
    for (const id of userIds) this.learners.delete(id);
  }

  private async learner(userId: string, nowMs: number): Promise<Learner> {
    const known = this.learners.get(userId);
    if (known && nowMs - known.readAt < ACQUIRED_TTL_MS) {
      // Re-inserted: the map's order is the order of last reads.
      this.learners.delete(userId);
      this.learners.set(userId, known);
      return known;
    }
    let load = this.learnerLoads.get(userId);
    if (!load) {
      load = learnerLemmas(this.db, userId)
        .then(({ hasHistory, acquired }) => {
          // Acquired words are never lost but with the learner's reset: the same count is the same
          // set, and keeps the coverage computed from it.
          const same = known && known.hasHistory === hasHistory && known.acquired.size === acquired.length;
          const learner: Learner = same
            ? { ...known, readAt: nowMs }
            : { hasHistory, acquired: new Set(acquired.map((lemma) => this.lemmaId(lemma))), readAt: nowMs };
          this.learners.delete(userId);
          this.learners.set(userId, learner);
          if (this.learners.size > LEARNERS_KEPT) this.learners.delete(this.learners.keys().next().value!);
          return learner;
        })
        .finally(() => this.learnerLoads.delete(userId));
      this.learnerLoads.set(userId, load);
    }
    return load;
  }

  private static coverage(video: VideoLemmas, acquired: Set<number>): number {
    let known = 0;
    for (let i = 0; i < video.ids.length; i++) if (acquired.has(video.ids[i]!)) known += video.counts[i]!;
    return known / video.total;
  }

  /**
   * The learner's coverage of each video of `index`, by ordinal (NaN for a video not analysed);
   * null for a learner without history (no word heard yet). Kept until their set or the index changes.
   */
  async byOrdinal(userId: string, index: VideoOrdinals, nowMs = Date.now()): Promise<Float64Array | null> {
    // The learner first: one without history needs no table, whose first read at 100,000 videos
    // takes seconds (docs/words.md "Coverage").
    const learner = await this.learner(userId, nowMs);
    if (!learner.hasHistory) return null;
    const table = await this.tableFor(index.version);
    const kept = learner.byOrdinal;
    if (kept && kept.index === index && kept.table === table) return kept.coverage;
    const coverage = new Float64Array(index.size).fill(Number.NaN);
    for (let ordinal = 0; ordinal < index.size; ordinal++) {
      const video = table.videos.get(index.videos[ordinal]!.id);
      if (video && video.total > 0) coverage[ordinal] = WordCoverage.coverage(video, learner.acquired);
    }
    learner.byOrdinal = { index, table, coverage };
    return coverage;
  }

  /** A video's figures as of catalog version `version`; undefined: not analysed (as far as it knows). */
  async figuresOf(videoId: string, version: number): Promise<VideoFiguresRow | undefined> {
    return (await this.tableFor(version)).figures.get(videoId);
  }

  /** The learner's coverage of one video: null without history or without an analysis. */
  async ofVideo(
    userId: string,
    videoId: string,
    version: number,
    nowMs = Date.now(),
  ): Promise<number | null> {
    const learner = await this.learner(userId, nowMs);
    if (!learner.hasHistory) return null;
    const video = (await this.tableFor(version)).videos.get(videoId);
    if (!video || video.total === 0) return null;
    return WordCoverage.coverage(video, learner.acquired);
  }
}
