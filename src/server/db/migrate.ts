import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./create-db";
import * as m0001 from "./migrations/0001-initial";
import * as m0002 from "./migrations/0002-position-order";
import * as m0003 from "./migrations/0003-premium-claim-pending";
import * as m0004 from "./migrations/0004-catalog-version-trigger";
import * as m0005 from "./migrations/0005-audit-log";
import * as m0006 from "./migrations/0006-rate-limit-hits";
import * as m0007 from "./migrations/0007-user-registered-at";
import * as m0008 from "./migrations/0008-deferred-catalog-version";
import * as m0009 from "./migrations/0009-video-file-sources";
import * as m0010 from "./migrations/0010-hidden-videos";
import * as m0011 from "./migrations/0011-api-tokens";
import * as m0012 from "./migrations/0012-email-jobs";
import * as m0013 from "./migrations/0013-video-published-at";
import * as m0014 from "./migrations/0014-session-idle-expiry";
import * as m0015 from "./migrations/0015-feedback-handled";
import * as m0016 from "./migrations/0016-progress-journal";
import * as m0017 from "./migrations/0017-self-assessments";
import * as m0018 from "./migrations/0018-round-goal-defaults";
import * as m0019 from "./migrations/0019-notifications";
import * as m0020 from "./migrations/0020-news";
import * as m0021 from "./migrations/0021-playlists";
import * as m0023 from "./migrations/0023-series";
import * as m0024 from "./migrations/0024-series-title-version";
import * as m0025 from "./migrations/0025-premium-sources";
import * as m0026 from "./migrations/0026-words";
import * as m0027 from "./migrations/0027-video-ratings";
import * as m0028 from "./migrations/0028-planner-drafts";
import * as m0029 from "./migrations/0029-video-file-jobs";
import * as m0030 from "./migrations/0030-video-file-source";
import * as m0031 from "./migrations/0031-video-file-show-when-ready";
import * as m0033 from "./migrations/0033-catalog-version-notify";
import * as m0034 from "./migrations/0034-words-analysis-at-scale";
import * as m0035 from "./migrations/0035-videos-with-word-count";
import * as m0036 from "./migrations/0036-learner-input-version";

/** Migrations are listed here (not read from disk) so that the bundled server carries them. */
const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-position-order": m0002,
  "0003-premium-claim-pending": m0003,
  "0004-catalog-version-trigger": m0004,
  "0005-audit-log": m0005,
  "0006-rate-limit-hits": m0006,
  "0007-user-registered-at": m0007,
  "0008-deferred-catalog-version": m0008,
  "0009-video-file-sources": m0009,
  "0010-hidden-videos": m0010,
  "0011-api-tokens": m0011,
  "0012-email-jobs": m0012,
  "0013-video-published-at": m0013,
  "0014-session-idle-expiry": m0014,
  "0015-feedback-handled": m0015,
  "0016-progress-journal": m0016,
  "0017-self-assessments": m0017,
  "0018-round-goal-defaults": m0018,
  "0019-notifications": m0019,
  "0020-news": m0020,
  "0021-playlists": m0021,
  "0023-series": m0023,
  "0024-series-title-version": m0024,
  "0025-premium-sources": m0025,
  "0026-words": m0026,
  "0027-video-ratings": m0027,
  "0028-planner-drafts": m0028,
  "0029-video-file-jobs": m0029,
  "0030-video-file-source": m0030,
  "0031-video-file-show-when-ready": m0031,
  "0033-catalog-version-notify": m0033,
  "0034-words-analysis-at-scale": m0034,
  "0035-videos-with-word-count": m0035,
  "0036-learner-input-version": m0036,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run on every start and from several instances at once. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
