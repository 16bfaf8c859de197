import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A 2-second MOV (MPEG-4 part 2 video, AAC audio) made by ffmpeg: not what browsers play, so the
 * transcode job must turn it into what they do (docs/storage.md "Video files").
 */
export function makeVideoClip(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "pn-clip-"));
  try {
    const file = path.join(dir, "clip.mov");
    execFileSync("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", "testsrc=duration=2:size=160x120:rate=10"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:duration=2"],
      ...["-c:v", "mpeg4", "-c:a", "aac", "-shortest", file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
