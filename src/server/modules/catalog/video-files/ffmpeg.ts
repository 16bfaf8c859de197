import { spawn } from "node:child_process";

/*
 * ffmpeg and ffprobe, as processes (installed with the system: docs/storage.md "Video files").
 * What the transcode makes: H.264 video and AAC audio in an MP4 whose index comes first
 * (`+faststart`), so that a browser starts playing and seeks with range requests before the
 * whole file arrives.
 */

/** A failure whose sentence the admin reads on /admin/video. */
export class VideoFileFailure extends Error {}

/** What the last lines of ffmpeg's error output say (its reason), kept short. */
function lastLines(text: string): string {
  const lines = text.trim().split("\n").slice(-3).join(" ").trim();
  return lines.length > 400 ? `…${lines.slice(-400)}` : lines;
}

/** Runs a program; its standard output, or a VideoFileFailure with its last words. */
function run(
  program: string,
  args: string[],
  options: { signal?: AbortSignal; onLine?: (line: string) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"], signal: options.signal });
    let out = "";
    let err = "";
    let pending = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (!options.onLine) {
        out += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) options.onLine(line);
    });
    // Only the end of the error output is kept: a long transcode may write much.
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      err = (err + chunk).slice(-4000);
    });
    child.on("error", (error) => {
      if ((error as NodeJS.ErrnoException).code === "ENOENT")
        reject(new VideoFileFailure(`${program} is not installed on the server.`));
      else reject(error);
    });
    child.on("close", (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new VideoFileFailure(`${program} could not read the file: ${lastLines(err) || `exit ${code}`}`),
        );
    });
  });
}

export interface ProbedVideo {
  durationSeconds: number;
  hasVideo: boolean;
}

/** The file's duration (the container's, else its longest stream's) and whether it holds video. */
export async function probeVideo(file: string, signal?: AbortSignal): Promise<ProbedVideo> {
  const json = await run(
    "ffprobe",
    ["-v", "error", "-show_entries", "format=duration:stream=codec_type,duration", "-of", "json", file],
    { signal },
  );
  const probed = JSON.parse(json) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; duration?: string }[];
  };
  const streams = probed.streams ?? [];
  const durations = [probed.format?.duration, ...streams.map((s) => s.duration)]
    .map(Number)
    .filter((d) => Number.isFinite(d) && d > 0);
  return {
    durationSeconds: durations.length > 0 ? Math.max(...durations) : 0,
    hasVideo: streams.some((s) => s.codec_type === "video"),
  };
}

/**
 * Transcodes `input` to an H.264/AAC MP4 with faststart; `onProgress` gets the fraction done,
 * from ffmpeg's `-progress` lines (the time written over `durationSeconds`).
 */
export async function transcodeToMp4(
  input: string,
  output: string,
  durationSeconds: number,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  await run(
    "ffmpeg",
    [
      ...["-hide_banner", "-nostdin", "-nostats", "-y", "-i", input],
      // The first video stream and the first audio stream, if any; nothing else (subtitles, data).
      ...["-map", "0:v:0", "-map", "0:a:0?"],
      // H.264 wants even sizes with 4:2:0 chroma, the one every browser plays.
      ...["-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", "-pix_fmt", "yuv420p"],
      ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-c:a", "aac", "-b:a", "128k"],
      ...["-movflags", "+faststart", "-progress", "pipe:1", output],
    ],
    {
      signal,
      onLine: (line) => {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && durationSeconds > 0) onProgress(Math.min(1, Number(match[1]) / 1e6 / durationSeconds));
      },
    },
  );
}

/** One frame at `atSeconds` as a JPEG: the poster of a video uploaded without a thumbnail. */
export async function takePosterFrame(
  input: string,
  atSeconds: number,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  await run(
    "ffmpeg",
    [
      ...["-hide_banner", "-nostdin", "-y", "-ss", atSeconds.toFixed(3), "-i", input],
      ...["-frames:v", "1", "-q:v", "3", "-f", "image2", output],
    ],
    { signal },
  );
}
