import type { FastifyBaseLogger } from "fastify";
import { type AccessCaller, hasPremiumAccess } from "../../../shared/domain/roles";
import { seesUnreleasedVideos } from "../../../shared/domain/video-access";
import type { Db } from "../../db/create-db";
import type { Listen, NotificationListener } from "../../db/notification-listener";
import { collectGarbage } from "../../lib/collect-garbage";
import type { Bitset } from "./bitset";
import { CatalogIndexBuilder, listedAt } from "./catalog-index";
import type { CatalogIndex } from "./catalog-model";
import { loadCatalog, readCatalogVersion } from "./catalog-repository";
import { randomOrder } from "./random-order";

/** How often (at most) an instance asks the database whether the catalog version moved. */
export const VERSION_CHECK_INTERVAL_MS = 1000;
/** The channel every move of the catalog version notifies (migration 0033). */
export const CATALOG_VERSION_CHANNEL = "catalog_version";
/** Random orders kept per index: one per (visitor, day) seen recently, 4 bytes per video each. */
const RANDOM_ORDERS_KEPT = 64;
/**
 * Videos from which a rebuild asks for a full collection once its index is in place: the rows it
 * read and the index it replaced are garbage then (~100 MB at 100,000 videos), while a smaller
 * build's is freed soon enough on V8's own schedule and not worth the pause.
 */
const COLLECT_AFTER_BUILDS_OF = 25_000;

/**
 * The in-memory catalog of one app instance (docs/decisions/003): built at start, rebuilt when
 * the catalog version in the database moves. Requests never wait for a check or a rebuild: they
 * read the index that is current, and a newer one replaces it when it is ready. `app.ts` makes
 * one per app (`deps.catalog`) and starts it when the app gets ready (after main.ts has loaded the
 * demo catalog); a writer calls `refresh()` after its commit (below).
 */
/** A caller's view of the catalog (Catalog.viewFor). */
export interface CatalogView {
  index: CatalogIndex;
  listed: Bitset;
  premiumAccess: boolean;
}

export class Catalog {
  private index: CatalogIndex | null = null;
  private listed: { listed: Bitset; validUntil: number } | null = null;
  private randomOrders = new Map<number, Uint32Array>();
  private loading: Promise<void> | null = null;
  private stale = false;
  private checking = false;
  /** A notification came while a check or a rebuild was under way: check again after it. */
  private checkAgain = false;
  private lastCheckAt = 0;
  private listener: NotificationListener | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Builds the first index (the server is not ready until it exists). */
  async start(): Promise<void> {
    this.install(await this.build());
  }

  /** A new index, built from the database page by page. */
  private async build(): Promise<CatalogIndex> {
    const builder = new CatalogIndexBuilder();
    const meta = await loadCatalog(this.db, (page) => builder.add(page));
    return builder.finish(meta);
  }

  /**
   * Hears the catalog version's moves (PostgreSQL, migration 0033) and checks the version at
   * each, so a change through another instance is seen at once; the check of `current()` stays,
   * for PGlite and for a lost listening connection. A failure to listen leaves that check alone.
   */
  async follow(listen: Listen): Promise<void> {
    try {
      this.listener = await listen(
        CATALOG_VERSION_CHANNEL,
        () => this.versionMoved(),
        (err) => this.log.warn({ err }, "listening for catalog changes failed; listening again in a second"),
      );
    } catch (err) {
      this.log.warn({ err }, "listening for catalog changes failed; checking the version once a second");
    }
  }

  async stopFollowing(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
  }

  /** The version of the index in place (null before the first), without starting a check. */
  get version(): number | null {
    return this.index?.version ?? null;
  }

  /** The current index; may start a background version check (at most once a second). */
  current(nowMs = Date.now()): CatalogIndex {
    if (!this.index) throw new Error("The catalog index is used before the server is ready.");
    this.checkVersionSoon(nowMs);
    return this.index;
  }

  /** Visible and published videos at `nowMs`, recomputed when a scheduled video comes out. */
  listedVideos(index: CatalogIndex, nowMs: number): Bitset {
    if (!this.listed || this.index !== index || nowMs >= this.listed.validUntil) {
      const fresh = listedAt(index, nowMs);
      if (this.index !== index) return fresh.listed;
      this.listed = fresh;
    }
    return this.listed.listed;
  }

  /** The videos `caller` sees (`canSeeVideo`): every one for an admin, else the released ones. */
  visibleTo(index: CatalogIndex, caller: AccessCaller | null, nowMs: number): Bitset {
    return seesUnreleasedVideos(caller) ? index.all : this.listedVideos(index, nowMs);
  }

  /**
   * What a row of cards needs for `caller` now: the current index, the videos they see in it and
   * whether premium cards play for them (continue watching, the hidden videos).
   */
  viewFor(caller: AccessCaller | null, nowMs: number): CatalogView {
    const index = this.current(nowMs);
    return { index, listed: this.visibleTo(index, caller, nowMs), premiumAccess: hasPremiumAccess(caller) };
  }

  /** The random order of one seed (visitor and day), kept for the visitor's next pages. */
  randomOrderOf(index: CatalogIndex, seed: number): Uint32Array {
    if (this.index !== index) return randomOrder(index.idHashes, seed);
    let order = this.randomOrders.get(seed);
    if (order) this.randomOrders.delete(seed);
    else order = randomOrder(index.idHashes, seed);
    this.randomOrders.set(seed, order);
    if (this.randomOrders.size > RANDOM_ORDERS_KEPT) {
      this.randomOrders.delete(this.randomOrders.keys().next().value as number);
    }
    return order;
  }

  /**
   * Rebuilds from the database; resolves once an index at least as new as the database was when
   * it was called is in place. Calls during a rebuild make it run once more rather than overlap.
   * A catalog writer calls it after its commit (the write moved the catalog version by itself:
   * migration 0004): without it this instance, like every other one, picks the change up within
   * about a second; with it the writer's own next call sees it.
   */
  refresh(): Promise<void> {
    this.stale = true;
    if (!this.loading) {
      this.loading = this.loadUntilFresh().finally(() => {
        this.loading = null;
        this.checkIfAsked();
      });
    }
    return this.loading;
  }

  private async loadUntilFresh(): Promise<void> {
    while (this.stale) {
      this.stale = false;
      try {
        this.install(await this.build());
      } catch (err) {
        // Keep serving the index we have; the next version check tries again.
        this.log.error({ err }, "rebuilding the catalog index failed");
        this.stale = false;
        return;
      }
    }
  }

  private install(index: CatalogIndex): void {
    this.index = index;
    this.listed = null;
    this.randomOrders.clear();
    if (index.size >= COLLECT_AFTER_BUILDS_OF) collectGarbage();
  }

  /**
   * The database said the version moved: check it now. A check or a rebuild under way may have
   * read the database before that commit, so one more check follows it.
   */
  private versionMoved(): void {
    if (!this.index) return;
    if (this.checking || this.loading) this.checkAgain = true;
    else this.checkVersion(Date.now());
  }

  private checkIfAsked(): void {
    if (!this.checkAgain || this.checking || this.loading) return;
    this.checkAgain = false;
    this.checkVersion(Date.now());
  }

  private checkVersionSoon(nowMs: number): void {
    if (this.checking || this.loading || nowMs - this.lastCheckAt < VERSION_CHECK_INTERVAL_MS) return;
    this.checkVersion(nowMs);
  }

  private checkVersion(nowMs: number): void {
    this.lastCheckAt = nowMs;
    this.checking = true;
    readCatalogVersion(this.db)
      .then((version) => {
        if (version !== this.index?.version) void this.refresh();
      })
      .catch((err) => this.log.error({ err }, "checking the catalog version failed"))
      .finally(() => {
        this.checking = false;
        this.checkIfAsked();
      });
  }
}
