/**
 * The premium downloads' refusals of a video without the file: the server's 404 and the watch
 * toolbar's words. A module of its own, not video-values.ts: that one is in the shell every page
 * loads, and only the watch page says these.
 */
export const DOWNLOAD_MISSING_TEXTS = {
  docx: "Transcription is not available for this video.",
  mp3: "Audio is not available for this video.",
} as const;
