import type { Db } from "../../db/create-db";
import {
  findLinkedVideo,
  findSeriesIdByTitle,
  insertSeries,
  loadSeries,
  loadSeriesOfVideo,
  removeFromOtherSeries,
  replaceEpisodes,
  videoTitle,
} from "./series-repository";

/*
 * The content planner's series (docs/content-planner.md "Series"), applied after its rows: the
 * platform's own `Series` and `Episode` columns, then the team's "Is a Series' Episode" and
 * "Next episode link". Nothing is written where the stored order already says the same, so that
 * a downloaded planner uploaded back changes nothing.
 */

/** A video row of the planner as the series pass reads it; `say` writes the row's log line. */
export interface PlannerSeriesRow {
  videoId: string;
  /** The `Episode` cell: the number in its series; null when empty. */
  episode: number | null;
  say: (text: string) => void;
}

/** Rows whose `Series` cell names one series (grouped by the planner's name rule), in file order. */
export interface PlannerSeriesGroup {
  /** The title as the first of its rows writes it. */
  title: string;
  rows: PlannerSeriesRow[];
}

/** A row that the team marked as a series episode with a next link. */
export interface PlannerNextLink {
  videoId: string;
  /** The link as written, and the YouTube id it holds (null: not a YouTube link). */
  link: { text: string; youtubeId: string | null };
  say: (text: string) => void;
}

export interface PlannerSeriesInput {
  groups: PlannerSeriesGroup[];
  /** Videos whose `Series` cell is empty: out of any series. */
  outOfSeries: string[];
  links: PlannerNextLink[];
  /** Check only: report unknown next links, write nothing. */
  dryRun: boolean;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Applies the planner's series; true when it wrote anything (the catalog then needs a refresh). */
export async function applyPlannerSeries(db: Db, input: PlannerSeriesInput): Promise<boolean> {
  if (input.dryRun) {
    for (const { link, say } of input.links) {
      if ((await findLinkedVideo(db, link)) === undefined) say(`next episode not found: ${link.text}`);
    }
    return false;
  }
  return db.transaction().execute(async (trx) => {
    let wrote = false;
    for (const group of input.groups) {
      let id = await findSeriesIdByTitle(trx, group.title);
      const stored = id ? ((await loadSeries(trx, id))[0]?.videoIds ?? []) : [];
      const numbered = group.rows
        .map((row, i) => ({ row, i }))
        .sort((a, b) => (a.row.episode ?? Infinity) - (b.row.episode ?? Infinity) || a.i - b.i)
        .map(({ row }) => row.videoId);
      const inFile = new Set(numbered);
      const order = [...numbered, ...stored.filter((videoId) => !inFile.has(videoId))];
      if (id && same(order, stored)) continue;
      if (!id) {
        id = await insertSeries(trx, { title: group.title, description: "" });
        group.rows[0]?.say(`series “${group.title}” created`);
      }
      await removeFromOtherSeries(trx, order, id);
      await replaceEpisodes(trx, id, order);
      wrote = true;
    }
    for (const videoId of input.outOfSeries) {
      const series = await loadSeriesOfVideo(trx, videoId);
      if (!series) continue;
      await replaceEpisodes(
        trx,
        series.id,
        series.videoIds.filter((v) => v !== videoId),
      );
      wrote = true;
    }
    for (const { videoId, link, say } of input.links) {
      const next = await findLinkedVideo(trx, link);
      if (next === undefined) {
        say(`next episode not found: ${link.text}`);
        continue;
      }
      if (next === videoId) continue;
      wrote = (await chain(trx, videoId, next)) || wrote;
    }
    return wrote;
  });
}

/** Puts `next` right after `videoId` in a series (theirs, or a new one named after the first). */
async function chain(db: Db, videoId: string, next: string): Promise<boolean> {
  const own = await loadSeriesOfVideo(db, videoId);
  if (own) {
    const at = own.videoIds.indexOf(videoId);
    if (own.videoIds[at + 1] === next) return false;
    const order = own.videoIds.filter((v) => v !== next);
    order.splice(order.indexOf(videoId) + 1, 0, next);
    await removeFromOtherSeries(db, [next], own.id);
    await replaceEpisodes(db, own.id, order);
    return true;
  }
  const theirs = await loadSeriesOfVideo(db, next);
  if (theirs) {
    const order = [...theirs.videoIds];
    order.splice(order.indexOf(next), 0, videoId);
    await replaceEpisodes(db, theirs.id, order);
    return true;
  }
  const firstTitle = await videoTitle(db, videoId);
  let title = firstTitle;
  for (let n = 2; (await findSeriesIdByTitle(db, title)) !== undefined; n++) title = `${firstTitle} (${n})`;
  const id = await insertSeries(db, { title, description: "" });
  await replaceEpisodes(db, id, [videoId, next]);
  return true;
}
