import type { Db } from "../../../db/create-db";
import { readYoutubeDetails, saveYoutubeDetails } from "./planner-repository";
import {
  listYoutubeVideos,
  YOUTUBE_IDS_PER_CALL,
  YoutubeApiError,
  type YoutubeVideoDetails,
} from "./youtube-data-api";

/*
 * The lengths (and thumbnails) a planner's rows lack, from YouTube's Data API
 * (docs/content-planner.md "Lengths from YouTube"): the cache table first
 * (`youtube_video_details`, migration 0028: shared by every instance and kept across restarts),
 * then `videos.list` for the rest, 50 ids a call, one call after the other. A dry run stores its
 * answers too: the cache is not the catalog, and "Check only" then "Upload" asks YouTube once.
 * Whatever cannot be
 * known makes its row a draft with the reason, never a failure of the upload.
 */

export interface YoutubeLookupSettings {
  /** YOUTUBE_API_KEY; none: YouTube is not asked. */
  apiKey: string | undefined;
  apiUrl: string;
}

/** What the lookup knows of one id: its length and thumbnail, or why there is no length. */
export type YoutubeAnswer = { ok: true; details: YoutubeVideoDetails } | { ok: false; reason: string };

export interface YoutubeLookup {
  answer(youtubeId: string): YoutubeAnswer;
  /** A call that failed (the rest of the ids were not asked), for a line of its own in the log. */
  failure: string | null;
}

export async function lookUpYoutubeVideos(
  db: Db,
  ids: readonly string[],
  settings: YoutubeLookupSettings,
): Promise<YoutubeLookup> {
  const wanted = [...new Set(ids)];
  const known = new Map((await readYoutubeDetails(db, wanted)).map((d) => [d.youtubeId, d]));
  const asked = new Set<string>();
  let failure: string | null = null;
  const rest = wanted.filter((id) => !known.has(id));
  if (settings.apiKey) {
    for (let start = 0; start < rest.length; start += YOUTUBE_IDS_PER_CALL) {
      const chunk = rest.slice(start, start + YOUTUBE_IDS_PER_CALL);
      let found: YoutubeVideoDetails[];
      try {
        found = await listYoutubeVideos(chunk, { apiKey: settings.apiKey, apiUrl: settings.apiUrl });
      } catch (err) {
        if (!(err instanceof YoutubeApiError)) throw err;
        failure = err.message;
        break;
      }
      for (const id of chunk) asked.add(id);
      for (const details of found) known.set(details.youtubeId, details);
      // A live stream's or premiere's 0 is not kept: its length comes once it has one.
      await saveYoutubeDetails(
        db,
        found.filter((d) => d.durationSeconds > 0),
      );
    }
  }
  return {
    failure,
    answer(youtubeId) {
      const details = known.get(youtubeId);
      if (details && details.durationSeconds > 0) return { ok: true, details };
      if (details) return { ok: false, reason: "YouTube gives no length yet (a live stream or a premiere)" };
      if (asked.has(youtubeId)) return { ok: false, reason: "YouTube has no public video with this id" };
      if (!settings.apiKey) return { ok: false, reason: "no YOUTUBE_API_KEY is set to look it up" };
      return { ok: false, reason: `YouTube could not be asked: ${failure ?? "not asked"}` };
    },
  };
}
