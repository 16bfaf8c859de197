// Helper for make-demo-media.sh: the parts that are easier in JS than in bash
// (reading demo-videos.json, wrapping text, writing the ffmpeg filter graph, the VTT and the manifest).
//
//   node plan.mjs slugs                            one slug per line
//   node plan.mjs prepare <slug> <work>            writes <work>/NN.txt, prints "NN<TAB>voice<TAB>speed" per slide
//   node plan.mjs render  <slug> <work> <media>    reads <work>/NN.dur, writes <work>/video.filter,
//                                                  <work>/thumb.filter and <media>/<slug>.vtt
//   node plan.mjs manifest <workRoot> <media>      reads <workRoot>/<slug>/duration, writes <media>/manifest.json
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DATA = JSON.parse(readFileSync(path.join(HERE, "demo-videos.json"), "utf8"));
const FONT_DIR = process.env.FONT_DIR ?? "/usr/share/fonts/truetype/dejavu";
const FONT = path.join(FONT_DIR, "DejaVuSans.ttf");
const FONT_BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 20;
/** Slide lengths are rounded up to this grid (a whole number of frames), so audio and video stay aligned. */
const GRID = 0.1;
const SAMPLE_RATE = 22050; // what espeak-ng writes
const TEXT_AREA = { top: 84, bottom: 344, width: 580 };
const ACCENT = "0xFFD166";

function video(slug) {
  const v = DATA.videos.find((x) => x.slug === slug);
  if (!v) throw new Error(`unknown slug: ${slug}`);
  return v;
}

/** All spoken slides of a video: the title card first, then one slide per sentence. */
function slides(v) {
  const lines = v.lines.map((l) => (typeof l === "string" ? { text: l, speaker: v.speakers[0] } : l));
  return [{ text: v.title, speaker: v.speakers[0], isTitle: true }, ...lines];
}

const idx = (i) => String(i).padStart(2, "0");

function countWords(text) {
  return (text.match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? []).length;
}

/** Greedy word wrap to at most `maxChars` characters a line. */
function wrap(text, maxChars) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size at which the wrapped sentence fits the text area. */
function layout(text) {
  for (const size of [38, 34, 30, 27, 24]) {
    const maxChars = Math.floor(TEXT_AREA.width / (size * 0.6));
    const lines = wrap(text, maxChars);
    const lineHeight = Math.round(size * 1.3);
    const fits = lines.length * lineHeight <= TEXT_AREA.bottom - TEXT_AREA.top;
    if (fits && (lines.length <= 4 || size <= 27)) return { size, lines, lineHeight };
  }
  throw new Error(`sentence too long for one slide: ${text}`);
}

/** Quote a value for an ffmpeg filter script (inside '...', only ' and \ need care; our paths have neither). */
function q(value) {
  if (/['\\]/.test(value)) throw new Error(`unsupported character in filter value: ${value}`);
  return `'${value}'`;
}

function drawtext({ file, font = FONT, size, color = "white", x, y, alpha }) {
  const opts = [
    `fontfile=${q(font)}`,
    `textfile=${q(file)}`,
    "expansion=none",
    `fontsize=${size}`,
    `fontcolor=${color}`,
    `x=${q(x)}`,
    `y=${q(y)}`,
  ];
  if (alpha) opts.push(`alpha=${q(alpha)}`);
  return `drawtext=${opts.join(":")}`;
}

/**
 * drawtext's `y` is the top of the tallest glyph of that line, so lines with and without capitals
 * would sit at different heights; `baseline-ascent` puts every line on a fixed baseline instead.
 */
const onBaseline = (baseline) => `${Math.round(baseline)}-ascent`;

/** Writes `text` to a file for drawtext (no trailing newline, which drawtext would draw as an empty line). */
function textFile(work, name, text) {
  const file = path.join(work, name);
  writeFileSync(file, text);
  return file;
}

/** Filters that draw slide `i` on a plain background (after `color=`). */
function slideFilters(v, all, i, work, { fadeIn }) {
  const s = all[i];
  const filters = [];
  const alpha = fadeIn ? "min(1,t/0.35)" : undefined;
  if (s.isTitle) {
    // Title card (also the thumbnail): big bold title, then level and channel.
    const titleSize = 42;
    const titleLineHeight = Math.round(titleSize * 1.25);
    const titleLines = wrap(s.text, Math.floor(TEXT_AREA.width / (titleSize * 0.66)));
    const blockHeight = titleLines.length * titleLineHeight + 18 + 22;
    const blockTop = Math.round((HEIGHT - blockHeight) / 2);
    titleLines.forEach((line, n) => {
      const file = textFile(work, `${idx(i)}-line${n}.txt`, line);
      const y = onBaseline(blockTop + titleSize * 0.8 + n * titleLineHeight);
      filters.push(drawtext({ file, font: FONT_BOLD, size: titleSize, x: "(w-text_w)/2", y, alpha }));
    });
    const sub = textFile(work, `${idx(i)}-sub.txt`, `${v.level} · ${v.channel}`);
    const subY = onBaseline(blockTop + titleLines.length * titleLineHeight + 18 + 22 * 0.8);
    filters.push(drawtext({ file: sub, size: 22, color: ACCENT, x: "(w-text_w)/2", y: subY, alpha }));
    filters.push(`drawbox=x=0:y=${HEIGHT - 8}:w=${WIDTH}:h=8:color=${ACCENT}:t=fill`);
    return filters;
  }
  // Header: title on the left, slide number on the right.
  filters.push(`drawbox=x=0:y=0:w=${WIDTH}:h=40:color=black@0.25:t=fill`);
  const head = textFile(work, `${idx(i)}-head.txt`, v.title);
  filters.push(
    drawtext({ file: head, font: FONT_BOLD, size: 18, color: "white@0.85", x: "20", y: onBaseline(27) }),
  );
  const counter = textFile(work, `${idx(i)}-count.txt`, `${i} / ${all.length - 1}`);
  filters.push(
    drawtext({ file: counter, size: 18, color: "white@0.7", x: "w-text_w-20", y: onBaseline(27) }),
  );
  if (v.speakers.length > 1 && s.speaker) {
    const who = textFile(work, `${idx(i)}-who.txt`, `${s.speaker}:`);
    filters.push(drawtext({ file: who, size: 20, color: ACCENT, x: "24", y: onBaseline(70), alpha }));
  }
  // The sentence, each line centred.
  const { size, lines, lineHeight } = layout(s.text);
  const middle = (TEXT_AREA.top + TEXT_AREA.bottom) / 2;
  const blockTop = Math.round(middle - (lines.length * lineHeight) / 2);
  lines.forEach((line, n) => {
    const file = textFile(work, `${idx(i)}-line${n}.txt`, line);
    const y = onBaseline(blockTop + size * 0.8 + n * lineHeight);
    filters.push(drawtext({ file, size, x: "(w-text_w)/2", y, alpha }));
  });
  // Progress through the lesson.
  const progress = Math.round((WIDTH * i) / (all.length - 1));
  filters.push(`drawbox=x=0:y=${HEIGHT - 6}:w=${progress}:h=6:color=${ACCENT}:t=fill`);
  return filters;
}

function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const s = Math.floor((ms % 60000) / 1000);
  const pad = (n, w = 2) => String(n).padStart(w, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

function prepare(slug, work) {
  const v = video(slug);
  slides(v).forEach((s, i) => {
    const voice = DATA.voices[s.speaker];
    if (!voice) throw new Error(`${slug}: no voice for speaker ${s.speaker}`);
    writeFileSync(path.join(work, `${idx(i)}.txt`), s.text);
    process.stdout.write(`${idx(i)}\t${voice}\t${v.speed}\n`);
  });
}

function render(slug, work, media) {
  const v = video(slug);
  const all = slides(v);
  const graph = [];
  const cues = [];
  let start = 0;
  all.forEach((s, i) => {
    const speech = Number(readFileSync(path.join(work, `${idx(i)}.dur`), "utf8"));
    const pause = s.isTitle ? v.pause + 0.5 : v.pause;
    const dur = Math.ceil((speech + pause) / GRID - 1e-6) * GRID;
    const d = dur.toFixed(2);
    const bg = `color=c=${v.background}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${d}`;
    graph.push(
      `${[bg, ...slideFilters(v, all, i, work, { fadeIn: i > 0 }), "format=yuv420p"].join(",\n  ")}[v${i}];`,
    );
    graph.push(
      `[${i}:a]aformat=sample_fmts=s16:sample_rates=${SAMPLE_RATE}:channel_layouts=mono,` +
        `apad=whole_dur=${d},atrim=duration=${d}[a${i}];`,
    );
    cues.push(`${i + 1}\n${vttTime(start)} --> ${vttTime(start + speech)}\n${s.text}\n`);
    start += dur;
  });
  const pairs = all.map((_, i) => `[v${i}][a${i}]`).join("");
  graph.push(`${pairs}concat=n=${all.length}:v=1:a=1[v][aout];`);
  graph.push("[aout]asplit=2[aweb][amp3]");
  writeFileSync(path.join(work, "video.filter"), `${graph.join("\n")}\n`);

  const thumb = [
    `color=c=${v.background}:s=${WIDTH}x${HEIGHT}:r=1:d=1`,
    ...slideFilters(v, all, 0, work, {}),
  ];
  thumb.push("scale=480:270:flags=lanczos", "format=yuvj420p");
  writeFileSync(path.join(work, "thumb.filter"), `${thumb.join(",\n  ")}[v]\n`);

  writeFileSync(path.join(media, `${slug}.vtt`), `WEBVTT\n\n${cues.join("\n")}`);
}

function manifest(workRoot, media) {
  const entries = DATA.videos.map((v) => {
    const durationSeconds = Math.round(Number(readFileSync(path.join(workRoot, v.slug, "duration"), "utf8")));
    const wordCount = slides(v).reduce((n, s) => n + countWords(s.text), 0);
    return {
      slug: v.slug,
      title: v.title,
      description: v.description,
      level: v.level,
      durationSeconds,
      wordCount,
      premium: v.premium,
      channel: v.channel,
      speakers: v.speakers,
      topics: v.topics,
    };
  });
  writeFileSync(path.join(media, "manifest.json"), `${JSON.stringify(entries, null, 2)}\n`);
  const missing = DATA.videos.filter((v) => !readdirSync(media).includes(`${v.slug}.webm`));
  if (missing.length) throw new Error(`missing webm: ${missing.map((v) => v.slug).join(", ")}`);
}

const [cmd, ...args] = process.argv.slice(2);
switch (cmd) {
  case "slugs":
    for (const v of DATA.videos) process.stdout.write(`${v.slug}\n`);
    break;
  case "prepare":
    prepare(args[0], args[1]);
    break;
  case "render":
    render(args[0], args[1], args[2]);
    break;
  case "manifest":
    manifest(args[0], args[1]);
    break;
  default:
    console.error(
      "usage: node plan.mjs slugs | prepare <slug> <work> | render <slug> <work> <media> | manifest <workRoot> <media>",
    );
    process.exit(2);
}
