import type { AppConfig } from "./config";
import type { Db } from "./db/create-db";
import type { Sessions } from "./modules/user/session";
import type { Mailer } from "./plugins/mailer";
import type { FileStore } from "./storage/file-store";

/** What every module's routes are given; modules talk to each other only through services. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  sessions: Sessions;
  /** Uploaded files (thumbnails, subtitles, audio): a folder or a bucket, see docs/storage.md. */
  storage: FileStore;
}
