import type { SeriesCreateRequest, SeriesUpdateRequest } from "../../../shared/contracts/series";
import type { AppDeps } from "../../app-deps";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { type AuditActor, recordAudit } from "../audit/index";
import {
  deleteSeries,
  episodesOfOtherSeries,
  existingVideoIds,
  findSeriesIdByTitle,
  insertSeries,
  replaceEpisodes,
  updateSeries,
} from "./series-repository";
import { SERIES_TEXTS } from "./series-texts";

type Db = AppDeps["db"];

/** The episodes given must be stored videos, each once, in no other series. */
async function checkEpisodes(db: Db, videoIds: string[], seriesId: string | null): Promise<void> {
  const duplicates = videoIds.filter((id, i) => videoIds.indexOf(id) !== i);
  if (duplicates.length > 0)
    throw badRequest("duplicate_episode", SERIES_TEXTS.duplicateEpisodes(duplicates));
  const existing = await existingVideoIds(db, videoIds);
  const missing = videoIds.filter((id) => !existing.has(id));
  if (missing.length > 0) throw notFound(SERIES_TEXTS.unknownVideos(missing));
  const taken = await episodesOfOtherSeries(db, videoIds, seriesId);
  if (taken.length > 0) throw conflict("episode_in_other_series", SERIES_TEXTS.inOtherSeries(taken));
}

async function checkTitleFree(db: Db, title: string, seriesId: string | null): Promise<void> {
  const holder = await findSeriesIdByTitle(db, title);
  if (holder !== undefined && holder !== seriesId)
    throw conflict("series_title_taken", SERIES_TEXTS.titleTaken(title));
}

/** The admin's series calls (docs/admin.md "Series"): each in one transaction, audited. */
export function createSeriesAdminService(deps: Pick<AppDeps, "db" | "catalog">) {
  const { db, catalog } = deps;
  return {
    async create(actor: AuditActor, body: SeriesCreateRequest): Promise<{ id: string }> {
      const title = body.title.trim();
      const videoIds = body.videoIds ?? [];
      const id = await db.transaction().execute(async (trx) => {
        await checkTitleFree(trx, title, null);
        await checkEpisodes(trx, videoIds, null);
        const id = await insertSeries(trx, { title, description: body.description ?? "" });
        await replaceEpisodes(trx, id, videoIds);
        await recordAudit(trx, { actor, action: "series.create", target: title, detail: { id, videoIds } });
        return id;
      });
      // The episodes moved the catalog version (migration 0023): browse's filter sees them now.
      await catalog.refresh();
      return { id };
    },

    async update(actor: AuditActor, id: string, body: SeriesUpdateRequest): Promise<{ id: string }> {
      await db.transaction().execute(async (trx) => {
        const title = body.title?.trim();
        if (title !== undefined) await checkTitleFree(trx, title, id);
        const fields = {
          ...(title !== undefined && { title }),
          ...(body.description !== undefined && { description: body.description }),
        };
        if (!(await updateSeries(trx, id, fields))) throw notFound(SERIES_TEXTS.notFound);
        if (body.videoIds !== undefined) {
          await checkEpisodes(trx, body.videoIds, id);
          await replaceEpisodes(trx, id, body.videoIds);
        }
        await recordAudit(trx, { actor, action: "series.update", target: id, detail: { ...body } });
      });
      // Browse filters the episodes and its search finds them by the series' title.
      if (body.videoIds !== undefined || body.title !== undefined) await catalog.refresh();
      return { id };
    },

    async delete(actor: AuditActor, id: string): Promise<{ id: string }> {
      await db.transaction().execute(async (trx) => {
        if (!(await deleteSeries(trx, id))) throw notFound(SERIES_TEXTS.notFound);
        await recordAudit(trx, { actor, action: "series.delete", target: id });
      });
      await catalog.refresh();
      return { id };
    },
  };
}
