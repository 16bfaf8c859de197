import type { TranscriptResponse } from "../../../shared/contracts/video";
import { parseSubtitles, plainCues } from "../../../shared/domain/subtitles";
import type { Db } from "../../db/create-db";
import { notFound } from "../../lib/app-error";
import type { UserRow } from "../user/index";
import { assertDownloadable, assertListed, assertPlayable } from "./video-access";
import { findVideoRecord } from "./video-repository";

export const PREMIUM_TRANSCRIPTS = "Transcripts are for premium members.";
export const NO_TRANSCRIPT_CUES = "There is no transcript for this video.";
export const NO_CAPTIONS = "There are no captions for this video.";

/**
 * The interactive transcript: a video the caller may see (hidden and scheduled ones only for
 * admins), for premium members and admins, as the premium downloads; the premium check comes
 * before the subtitles are looked at, so a free learner learns nothing about them.
 */
export async function transcriptFor(db: Db, id: string, user: UserRow | null): Promise<TranscriptResponse> {
  const video = assertDownloadable(await findVideoRecord(db, id), user, PREMIUM_TRANSCRIPTS);
  const cues = video.subtitles ? plainCues(video.subtitles) : [];
  if (cues.length === 0) throw notFound(NO_TRANSCRIPT_CUES);
  return { cues };
}

/**
 * The captions track: for anyone who may play the video (a free video: everyone, visitors
 * included; a premium one: premium members and admins, with the player's own 401 sentences).
 * The stored subtitles are WebVTT already; anything else is converted on the way out.
 */
export async function captionsFor(
  db: Db,
  id: string,
  user: UserRow | null,
): Promise<{ vtt: string; premium: boolean }> {
  const video = assertListed(await findVideoRecord(db, id), user);
  assertPlayable(video, user);
  const parsed = video.subtitles ? parseSubtitles(video.subtitles) : null;
  if (!parsed) throw notFound(NO_CAPTIONS);
  return { vtt: parsed.vtt, premium: video.premium };
}
