import { useQuery } from "@tanstack/react-query";
import type { User } from "../../../../shared/contracts/user";
import type { TranscriptCue } from "../../../../shared/contracts/video";
import { videoRoutes } from "../../../../shared/contracts/video-values";
import { hasPremiumAccess } from "../../../../shared/domain/roles";
import { plainCues } from "../../../../shared/domain/subtitles";
import { ApiRequestError, apiRequest, apiText } from "../../../lib/api";

/** A video's captions: the track's address and its cues as plain text, sorted by start. */
export interface Captions {
  src: string;
  cues: TranscriptCue[];
}

async function fetchCaptions(videoId: string, signal: AbortSignal): Promise<Captions | null> {
  const src = videoRoutes.captions(videoId);
  let vtt: string;
  try {
    vtt = await apiText(src, { signal, accept: "text/vtt" });
  } catch (err) {
    // No subtitles: no CC switch and no transcript panel, not an error.
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
  const cues = plainCues(vtt);
  return cues.length > 0 ? { src, cues } : null;
}

/**
 * GET /api/video/{id}/captions.vtt, for everyone who may play the video: null when it has no
 * subtitles. The same cues draw the caption line over a YouTube player and the transcript's
 * first lines for those without premium; a file video's `<track>` loads the same address.
 */
export function useCaptionsQuery(
  videoId: string,
  user: Pick<User, "id" | "premium" | "roles">,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ["captions", videoId, user.id, hasPremiumAccess(user)],
    queryFn: ({ signal }) => fetchCaptions(videoId, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/video/{id}/transcript: every cue, for premium members and admins. */
export function useTranscriptQuery(videoId: string, userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["transcript", videoId, userId],
    // The schema (with zod) loads with the transcript, not with the watch page's first screen.
    queryFn: async ({ signal }) => {
      const { transcriptResponseSchema } = await import("../../../../shared/contracts/video");
      return apiRequest(videoRoutes.transcript(videoId), transcriptResponseSchema, { signal });
    },
    enabled,
    staleTime: 5 * 60_000,
    select: (answer) => answer.cues,
  });
}
