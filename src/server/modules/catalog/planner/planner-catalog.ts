import type { Db } from "../../../db/create-db";
import { readCatalogVersion } from "../../catalog-index/index";
import { PlannerNameBook } from "./planner-names";
import { listPlannerVideos, type PlannerVideo, plannerNames, plannerVideoIds } from "./planner-repository";
import type { RowKey } from "./planner-row";

/*
 * The catalog as one planner run knows it: the videos its rows name, by YouTube id, by id and by
 * the URL of their own file (a Video file the planner downloaded); every video id in use (a new
 * video's id must differ from them); every name with its id; and the catalog version it was read
 * at. Only the named videos are held, not the whole catalog: the server's catalog index is in
 * memory beside it, and a run of a few rows must not hold a second copy of 100,000 videos
 * (docs/content-planner.md "Speed"). A row's transaction takes the catalog write
 * lock and compares the version: unchanged, nobody else has written since (every other catalog
 * writer moves it), so the row is compared with what is held here and no row costs a read; moved,
 * it is read again first. The run keeps it true with its own committed rows.
 */

export type { RowKey } from "./planner-row";

export class PlannerCatalog {
  private byYoutubeId = new Map<string, PlannerVideo>();
  private byId = new Map<string, PlannerVideo>();
  private byVideoSource = new Map<string, PlannerVideo>();
  /** Video ids in use (a dry run adds those it would have used), to choose a new one. */
  readonly takenIds = new Set<string>();
  names = new PlannerNameBook({ channels: [], speakers: [], topics: [] });
  private version = Number.NaN;

  /** `keys`: the rows' keys, whose videos are held; none: every video (tests that look around). */
  private constructor(private readonly keys: readonly RowKey[] | undefined) {}

  static async load(db: Db, keys?: readonly RowKey[]): Promise<PlannerCatalog> {
    const catalog = new PlannerCatalog(keys);
    await catalog.read(db, await readCatalogVersion(db));
    return catalog;
  }

  /** Reads again (after another writer), as of `version` (read before the rest). */
  private async read(db: Db, version: number): Promise<void> {
    const { all, named } = await plannerVideoIds(db, this.keys);
    const [videos, names] = [await listPlannerVideos(db, named), await plannerNames(db)];
    this.byYoutubeId.clear();
    this.byId.clear();
    this.byVideoSource.clear();
    for (const id of all) this.takenIds.add(id);
    for (const video of videos) this.remember(video);
    this.names = new PlannerNameBook(names);
    this.version = version;
  }

  /** Called under the write lock with the version it returned: reads again if another writer wrote. */
  async catchUp(trx: Db, version: number): Promise<void> {
    if (version !== this.version) await this.read(trx, version);
  }

  /** The catalog version what is held was read at. */
  get knownVersion(): number {
    return this.version;
  }

  videoFor(key: RowKey): PlannerVideo | undefined {
    if ("youtubeId" in key) return this.byYoutubeId.get(key.youtubeId);
    return "videoId" in key ? this.byId.get(key.videoId) : this.byVideoSource.get(key.videoFile);
  }

  remember(video: PlannerVideo): void {
    this.byId.set(video.id, video);
    this.takenIds.add(video.id);
    if (video.platform === "youtube") this.byYoutubeId.set(video.onPlatformId, video);
    if (video.sources.video) this.byVideoSource.set(video.sources.video, video);
  }

  forget(video: PlannerVideo): void {
    this.byId.delete(video.id);
    this.takenIds.delete(video.id);
    if (video.platform === "youtube") this.byYoutubeId.delete(video.onPlatformId);
    if (video.sources.video) this.byVideoSource.delete(video.sources.video);
  }
}
