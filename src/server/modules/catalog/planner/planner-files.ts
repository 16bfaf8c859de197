import { deleteFreedFiles, type FileStore, publicFileUrl, storageKeys } from "../../../storage/file-store";
import type { DownloadedPlannerFile } from "./planner-download";
import type { PlannerFileKind } from "./planner-row";

/*
 * The planner's files in the file store: a row's downloads are stored before its transaction
 * (under new keys, never over a file a video plays), deleted again when the row is not written,
 * and the files a committed row replaced or a deleted video had are deleted after the commit.
 */

/** What a row's successful downloads give its video. */
export interface RowFiles {
  thumbnailUrl?: string;
  subtitles?: { vtt: string; wordCount: number };
  audioFile?: string;
  /** A Video file downloaded as an upload to transcode, and its URL (docs/content-planner.md "Video files"). */
  video?: { key: string; url: string };
  /** The URLs the files came from, by kind. */
  sources: Partial<Record<PlannerFileKind, string>>;
  /** The keys written to the store (to delete when the row is not written). */
  written: string[];
}

/**
 * Stores a row's downloaded files (`store` false: a dry run, which checks but keeps nothing);
 * `owner` names the audio key (the video's id, or its YouTube id for a new video).
 */
export async function storeRowFiles(
  storage: FileStore,
  downloads: { kind: PlannerFileKind; url: string }[],
  files: DownloadedPlannerFile[],
  owner: string,
  store: boolean,
): Promise<RowFiles> {
  const result: RowFiles = { sources: {}, written: [] };
  try {
    for (const [i, file] of files.entries()) {
      if (!file.ok) continue;
      const url = downloads[i]?.url;
      if (url !== undefined) result.sources[file.kind] = url;
      if (file.kind === "subtitles") {
        result.subtitles = { vtt: file.vtt, wordCount: file.wordCount };
      } else if (file.kind === "thumbnail") {
        const key = storageKeys.thumbnail(file.type.extension);
        if (store) {
          await storage.put(key, file.bytes, { contentType: file.type.contentType });
          result.written.push(key);
        }
        result.thumbnailUrl = publicFileUrl(key);
      } else {
        const key = storageKeys.newAudio(owner);
        if (store) {
          await storage.put(key, file.bytes, { contentType: "audio/mpeg" });
          result.written.push(key);
        }
        result.audioFile = key;
      }
    }
    return result;
  } catch (err) {
    await deleteFreedFiles(storage, result.written, undefined);
    throw err;
  }
}
