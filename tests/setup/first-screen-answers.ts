import type { AuditResponse } from "../../src/shared/contracts/admin";
import type { BrowseStatistics, BrowseVideosResponse } from "../../src/shared/contracts/browse";
import type { AdminVideosResponse } from "../../src/shared/contracts/catalog-admin";
import type { FirstScreenData } from "../../src/shared/contracts/first-screen";
import type { OverallResponse } from "../../src/shared/contracts/progress";
import type { VideoResponse } from "../../src/shared/contracts/video";
import type { WordsSummaryResponse } from "../../src/shared/contracts/words";

/** A query as FirstScreenData.queries carries it (TanStack Query's dehydrated query). */
interface CarriedQuery {
  queryKey: unknown[];
  state: { data: unknown };
}

/** The user a key names: null for the preview of a visitor without a session (id ""). */
const callerOf = (id: unknown) => (id === "" ? null : (id as string));

/**
 * A page's first-screen data with its answers by page, read from the queries it carries under the
 * keys of the pages' hooks (src/web/lib/query-keys.ts): what each answer is for (its key's scope
 * and user) and the answer. A field is absent when the page carries none.
 */
export function withAnswers(data: FirstScreenData) {
  const queries = (data.queries?.queries ?? []) as CarriedQuery[];
  const find = (...start: unknown[]) =>
    queries.find((query) => start.every((part, i) => part === undefined || query.queryKey[i] === part));
  const videos = find("browse", "videos");
  const statistics = find("browse", "statistics");
  const video = find("video");
  const overall = find("progress", undefined, "overall");
  const wordsSummary = find("progress", undefined, "words-summary");
  const audit = find("admin", undefined, "audit");
  const adminVideos = find("admin", undefined, "videos");
  const adminId = audit && String(audit.queryKey[1]).split(" ")[0];
  return {
    ...data,
    browse:
      videos && statistics
        ? {
            query: videos.queryKey[3] as string,
            userId: callerOf(videos.queryKey[2]),
            videos: (videos.state.data as { pages: BrowseVideosResponse[] }).pages[0] as BrowseVideosResponse,
            statistics: statistics.state.data as BrowseStatistics,
          }
        : undefined,
    watch: video
      ? {
          videoId: video.queryKey[1] as string,
          userId: callerOf(video.queryKey[2]),
          answer: video.state.data as VideoResponse,
        }
      : undefined,
    progress: overall
      ? {
          userId: overall.queryKey[1] as string,
          overall: overall.state.data as OverallResponse,
          wordsSummary: wordsSummary?.state.data as WordsSummaryResponse | undefined,
        }
      : undefined,
    admin:
      audit && adminVideos
        ? {
            userId: adminId,
            audit: audit.state.data as AuditResponse,
            videos: adminVideos.state.data as AdminVideosResponse,
          }
        : undefined,
  };
}
