import { apiDownload, fileNameFrom } from "../../lib/api";
import { saveBlob } from "../../lib/save-blob";

/**
 * The name to save a download under: the server's Content-Disposition name (`filename*=UTF-8''…`
 * first, then `filename="…"`), else the video title with the extension. Path separators and
 * control characters are replaced, so a name can never point outside the downloads folder.
 */
export function downloadFileName(disposition: string | null, title: string, extension: string): string {
  return safeFileName(fileNameFrom(disposition), title, extension);
}

/** `downloadFileName` from the name the server gave (already read from its header), if any. */
function safeFileName(fromServer: string | null, title: string, extension: string): string {
  const raw = fromServer?.trim() || `${title.trim() || "video"}.${extension}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const safe = raw.replace(/[/\\\u0000-\u001f\u007f]/g, "_").replace(/^\.+/, "");
  return safe || `video.${extension}`;
}

/**
 * Downloads a file with the session cookie and saves it. Failures are ApiRequestErrors with the
 * status (401: no premium, 404: nothing to download), like every other call.
 */
export async function downloadAndSave(path: string, title: string, extension: string): Promise<void> {
  const { blob, fileName } = await apiDownload(path, { accept: "*/*" });
  saveBlob(blob, safeFileName(fileName, title, extension));
}
