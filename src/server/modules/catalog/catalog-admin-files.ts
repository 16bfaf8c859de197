/*
 * What an uploaded file is, read from its bytes (never from its name or the type the client
 * claims): thumbnails must be JPEG, PNG or WebP; audio must be MP3; a video MP4, MOV or WebM.
 */

export interface ImageType {
  extension: "jpg" | "png" | "webp";
  contentType: "image/jpeg" | "image/png" | "image/webp";
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF….WEBP); null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: "jpg", contentType: "image/jpeg" };
  if (startsWith(bytes, PNG_SIGNATURE)) return { extension: "png", contentType: "image/png" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8))
    return { extension: "webp", contentType: "image/webp" };
  return null;
}

/**
 * An MPEG audio frame header at `at`: 11 sync bits, then a version that is not reserved, layer
 * III, a bitrate index that is neither free nor bad, a sample rate that is not reserved.
 */
function isMp3FrameHeader(bytes: Uint8Array, at: number): boolean {
  if (bytes.length < at + 4) return false;
  const b1 = bytes[at + 1] as number;
  const b2 = bytes[at + 2] as number;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer === 0b01 && bitrate !== 0 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/**
 * An MP3 file: an ID3v2 tag ("ID3", a version byte below FF, sizes of 7-bit bytes), or an MPEG
 * layer III frame header at the start.
 */
export function isMp3(bytes: Uint8Array): boolean {
  if (startsWith(bytes, ascii("ID3")) && bytes.length >= 10) {
    const versionOk = (bytes[3] as number) < 0xff && (bytes[4] as number) < 0xff;
    const sizeOk = [6, 7, 8, 9].every((i) => (bytes[i] as number) < 0x80);
    return versionOk && sizeOk;
  }
  return isMp3FrameHeader(bytes, 0);
}

/**
 * Text of an uploaded subtitles file: UTF-8 (a byte-order mark allowed), else Windows-1251, the
 * other encoding Russian subtitle files come in. Null for bytes that are neither (binary data).
 */
export function decodeSubtitleBytes(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1251").decode(bytes);
  }
}

export interface VideoFileType {
  extension: "mp4" | "mov" | "webm";
  contentType: "video/mp4" | "video/quicktime" | "video/webm";
}

/** How many first bytes `videoTypeOf` reads. */
export const VIDEO_SIGNATURE_BYTES = 12;

/** The atoms a QuickTime file may open with (older MOV files have no `ftyp`). */
const QUICKTIME_ATOMS = ["moov", "mdat", "wide", "free", "skip", "pnot"];

/**
 * MP4 or MOV (an ISO base media box `ftyp`, brand `qt  ` for QuickTime, or a QuickTime atom),
 * or WebM (an EBML header, 1A 45 DF A3); null for anything else. Reads the first 12 bytes.
 */
export function videoTypeOf(bytes: Uint8Array): VideoFileType | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { extension: "webm", contentType: "video/webm" };
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    return startsWith(bytes, ascii("qt  "), 8)
      ? { extension: "mov", contentType: "video/quicktime" }
      : { extension: "mp4", contentType: "video/mp4" };
  }
  if (QUICKTIME_ATOMS.some((atom) => startsWith(bytes, ascii(atom), 4)))
    return { extension: "mov", contentType: "video/quicktime" };
  return null;
}
