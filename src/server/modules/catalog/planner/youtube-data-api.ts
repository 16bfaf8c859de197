/*
 * YouTube's Data API v3, `videos.list` (docs/content-planner.md "Lengths from YouTube"): the
 * length and thumbnail of up to 50 videos a call. The base URL is the operator's setting
 * (YOUTUBE_API_URL), never a planner cell, so the call needs none of the planner downloads' guard
 * against server-side request forgery, and tests can point it at a server on loopback.
 */

/** What YouTube said of one video. */
export interface YoutubeVideoDetails {
  youtubeId: string;
  /** 0 for a live stream or an upcoming premiere (`P0D`): YouTube knows no length yet. */
  durationSeconds: number;
  thumbnailUrl: string | null;
}

export interface YoutubeApiSettings {
  apiKey: string;
  /** e.g. `https://www.googleapis.com/youtube/v3`, without a trailing slash. */
  apiUrl: string;
  /** For each call. */
  timeoutMs?: number;
}

/** The most ids `videos.list` takes in one call. */
export const YOUTUBE_IDS_PER_CALL = 50;
const DEFAULT_TIMEOUT_MS = 10_000;

/** A call that gave no answer to use; its message is a sentence for the planner's log. */
export class YoutubeApiError extends Error {}

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** An ISO 8601 duration as `videos.list` gives it (`PT4M13S`, `PT1H2M`, `P1DT2H`, `P0D`), in seconds. */
export function isoDurationSeconds(text: string): number | null {
  const match = ISO_DURATION.exec(text);
  if (!match || text === "P" || text.endsWith("T")) return null;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

interface VideosListItem {
  id?: unknown;
  contentDetails?: { duration?: unknown };
  snippet?: { thumbnails?: Record<string, { url?: unknown; width?: unknown } | undefined> };
}

/** The largest thumbnail the snippet offers (maxres, standard, high, …). */
function bestThumbnail(item: VideosListItem): string | null {
  const thumbnails = Object.values(item.snippet?.thumbnails ?? {});
  let best: { url: string; width: number } | null = null;
  for (const thumbnail of thumbnails) {
    if (typeof thumbnail?.url !== "string" || !/^https:\/\//.test(thumbnail.url)) continue;
    const width = typeof thumbnail.width === "number" ? thumbnail.width : 0;
    if (!best || width > best.width) best = { url: thumbnail.url, width };
  }
  return best?.url ?? null;
}

/**
 * One `videos.list` call for at most 50 ids. A video YouTube does not know (deleted, private) is
 * absent from the answer; a failure (no answer, an HTTP error, a body that is not the API's)
 * throws YoutubeApiError.
 */
export async function listYoutubeVideos(
  ids: readonly string[],
  settings: YoutubeApiSettings,
): Promise<YoutubeVideoDetails[]> {
  if (ids.length > YOUTUBE_IDS_PER_CALL) throw new Error(`at most ${YOUTUBE_IDS_PER_CALL} ids a call`);
  const url = new URL(`${settings.apiUrl}/videos`);
  url.searchParams.set("part", "contentDetails,snippet");
  url.searchParams.set("id", ids.join(","));
  url.searchParams.set("maxResults", String(YOUTUBE_IDS_PER_CALL));
  url.searchParams.set("key", settings.apiKey);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
  } catch (err) {
    const timedOut = (err as { name?: string }).name === "TimeoutError";
    throw new YoutubeApiError(
      timedOut ? "YouTube's Data API did not answer in time" : "YouTube's Data API could not be reached",
    );
  }
  if (!response.ok) {
    // The API's own reason (quotaExceeded, keyInvalid, …) helps the owner more than the status alone.
    const body = (await response.json().catch(() => null)) as {
      error?: { errors?: { reason?: unknown }[] };
    } | null;
    const reason = body?.error?.errors?.[0]?.reason;
    throw new YoutubeApiError(
      `YouTube's Data API answered HTTP ${response.status}${typeof reason === "string" ? ` (${reason})` : ""}`,
    );
  }
  const body = (await response.json().catch(() => null)) as { items?: unknown } | null;
  if (!body || !Array.isArray(body.items))
    throw new YoutubeApiError("YouTube's Data API answered no list of videos");
  const found: YoutubeVideoDetails[] = [];
  for (const item of body.items as VideosListItem[]) {
    const duration = item.contentDetails?.duration;
    const seconds = typeof duration === "string" ? isoDurationSeconds(duration) : null;
    if (typeof item.id !== "string" || !ids.includes(item.id) || seconds === null) continue;
    found.push({ youtubeId: item.id, durationSeconds: seconds, thumbnailUrl: bestThumbnail(item) });
  }
  return found;
}
