import type { BrowseStatistics, BrowseVideosResponse } from "./browse";
import type { User } from "./user";

/**
 * What a page's HTML carries for its first screen, so that it paints without waiting for the API
 * (docs/browse.md "The first screen in the page"): a `<script type="application/json">` with this
 * id, read once by the web app and put in its query cache under the keys its hooks use.
 * Types only: the web app reads it without zod.
 */
export const FIRST_SCREEN_ELEMENT_ID = "first-screen";

export interface FirstScreenData {
  /** POST /api/user's answer for a visitor who has a session; null on a first visit (no session). */
  user: User | null;
  /** On /browse: the first page of videos and the statistics for the URL's filter. */
  browse?: FirstScreenBrowse;
}

export interface FirstScreenBrowse {
  /**
   * The filter's query as the web app writes it (shared/domain/browse-url.ts): the browse calls'
   * query without `page`, and part of the browse queries' keys.
   */
  query: string;
  /** The user the answers are for; null: a visitor without a session (nothing watched, no premium). */
  userId: string | null;
  /** GET /api/browse/videos?<query>&page=1 */
  videos: BrowseVideosResponse;
  /** GET /api/browse/statistics?<query> */
  statistics: BrowseStatistics;
}
