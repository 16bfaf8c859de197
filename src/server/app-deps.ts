import type { AppConfig } from "./config";
import type { Db } from "./db/create-db";
import type { Mailer } from "./lib/mailer";
import type { VideoFileJobs } from "./modules/catalog/index";
import type { Catalog } from "./modules/catalog-index/catalog-service";
import type { UserStateCache } from "./modules/learner-state/user-state-cache";
import type { InputChange } from "./modules/notifications/input-change";
import type { Sessions } from "./modules/user/session";
import type { UserRow } from "./modules/user/user-mapper";
import type { WordCoverage } from "./modules/words/word-coverage";
import type { FileStore } from "./storage/file-store";

/** What every module's routes are given; modules talk to each other only through services. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  sessions: Sessions;
  /** Uploaded files (thumbnails, subtitles, audio): a folder or a bucket, see docs/storage.md. */
  storage: FileStore;
  /** The in-memory catalog (browse, the video answer, completion); writers `refresh()` it. */
  catalog: Catalog;
  /** The transcodes of uploaded video files (docs/storage.md "Video files"); an upload `kick`s them. */
  videoFileJobs: VideoFileJobs;
  /** Learners' video states and hidden videos as browse reads them; writers `forget` a learner. */
  userStates: UserStateCache;
  /** Learners' coverage of the videos, from memory (docs/words.md "Coverage"); the words worker updates it. */
  wordCoverage: WordCoverage;
  /**
   * After input was credited (a watch-time report, off-platform entries saved): creates the
   * notifications it calls for (modules/notifications). Never throws: the input is saved already.
   */
  afterInput(user: UserRow, change?: InputChange): Promise<void>;
}
