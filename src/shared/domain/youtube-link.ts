/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts that serve YouTube's watch, embed, shorts and live pages. */
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "gaming.youtube.com",
  "youtube-nocookie.com",
]);

/** Path forms that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID, /e/ID. */
const ID_PATH_PREFIXES = new Set(["embed", "shorts", "live", "v", "e"]);

export function isYoutubeId(value: string): boolean {
  return YOUTUBE_ID.test(value);
}

/**
 * The YouTube video id a link holds, or null when it holds none. Reads every usual form, with or
 * without `https://` and `www.`, with extra parameters (`?si=…`, `&t=…`, `&list=…`) or a `#t=…`:
 *
 * - `https://www.youtube.com/watch?v=ID`, `m.youtube.com/watch?v=ID`, `music.youtube.com/watch?v=ID`
 * - `https://youtu.be/ID`
 * - `https://www.youtube.com/embed/ID`, `youtube-nocookie.com/embed/ID`, `/shorts/ID`, `/live/ID`, `/v/ID`
 * - a bare id (`dQw4w9WgXcQ`), as a content planner's column may hold it.
 *
 * Links to a channel, a playlist or a search, and links of other sites, hold none.
 */
export function youtubeIdFromLink(link: string): string | null {
  const text = link.trim();
  if (isYoutubeId(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const segments = url.pathname.split("/").filter((s) => s !== "");
  let id: string | null | undefined;
  if (host === "youtu.be") {
    id = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === "watch" && segments.length === 1) id = url.searchParams.get("v");
    else if (first !== undefined && ID_PATH_PREFIXES.has(first)) id = second;
  }
  return id && isYoutubeId(id) ? id : null;
}
