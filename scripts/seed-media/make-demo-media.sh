#!/usr/bin/env bash
# Builds the demo videos shipped in media/demo/ from the texts in scripts/seed-media/demo-videos.json.
#
# Each video is a sequence of slides (plain background + the Russian sentence) while espeak-ng reads
# the sentence aloud. Per video it writes <slug>.webm (VP9 + Opus), <slug>.jpg (480x270 thumbnail),
# <slug>.vtt (one cue per sentence) and <slug>.mp3, plus media/demo/manifest.json for the seed.
#
# Usage: npm run media:demo   (or: bash scripts/seed-media/make-demo-media.sh)
# Env:   MEDIA_DIR (default media/demo), FONT_DIR (default /usr/share/fonts/truetype/dejavu),
#        KEEP_WORK=1 keeps the temporary work directory for debugging.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
MEDIA_DIR="${MEDIA_DIR:-$ROOT/media/demo}"
FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
PLAN="$HERE/plan.mjs"
MAX_TOTAL_BYTES=6000000

die() {
  echo "make-demo-media: $*" >&2
  exit 1
}

# --- Prerequisites -----------------------------------------------------------------------------
missing=()
for tool in ffmpeg ffprobe espeak-ng node; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if ((${#missing[@]})); then
  die "missing: ${missing[*]}. Install with: sudo apt-get install ffmpeg espeak-ng fonts-dejavu-core (and Node.js >= 20)"
fi
# (Captured first: `cmd | grep -q` can fail under pipefail when grep exits early.)
encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
filters="$(ffmpeg -hide_banner -filters 2>/dev/null)"
for encoder in libvpx-vp9 libopus libmp3lame; do
  grep -q "$encoder" <<<"$encoders" || die "ffmpeg lacks the $encoder encoder (apt-get install ffmpeg)"
done
grep -q drawtext <<<"$filters" || die "ffmpeg lacks the drawtext filter (apt-get install ffmpeg)"
voices="$(espeak-ng --voices=ru 2>/dev/null)"
grep -q ' ru ' <<<"$voices" || die "espeak-ng has no Russian voice (apt-get install espeak-ng espeak-ng-data)"
for font in DejaVuSans.ttf DejaVuSans-Bold.ttf; do
  [[ -f "$FONT_DIR/$font" ]] || die "font $FONT_DIR/$font not found (apt-get install fonts-dejavu-core, or set FONT_DIR)"
done
export FONT_DIR

WORK_ROOT="$(mktemp -d "${TMPDIR:-/tmp}/demo-media.XXXXXX")"
if [[ "${KEEP_WORK:-}" == 1 ]]; then
  echo "work directory: $WORK_ROOT"
else
  trap 'rm -rf "$WORK_ROOT"' EXIT
fi

# Start from a clean output directory (only the kinds of files this script makes).
mkdir -p "$MEDIA_DIR"
rm -f "$MEDIA_DIR"/*.webm "$MEDIA_DIR"/*.jpg "$MEDIA_DIR"/*.vtt "$MEDIA_DIR"/*.mp3 "$MEDIA_DIR"/manifest.json

duration_of() {
  ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 "$1"
}

# --- One video ---------------------------------------------------------------------------------
make_video() {
  local slug="$1"
  local work="$WORK_ROOT/$slug"
  mkdir -p "$work"

  # 1. Speech: one wav per slide (the title card first).
  local inputs=()
  while IFS=$'\t' read -r n voice speed; do
    espeak-ng -v "$voice" -s "$speed" -f "$work/$n.txt" -w "$work/$n.wav"
    duration_of "$work/$n.wav" >"$work/$n.dur"
    inputs+=(-i "$work/$n.wav")
  done < <(node "$PLAN" prepare "$slug" "$work")

  # 2. Slide timings -> ffmpeg filter graph, thumbnail filter and the VTT.
  node "$PLAN" render "$slug" "$work" "$MEDIA_DIR"

  # 3. Encode: WebM (VP9 + Opus) and MP3 from the same audio in one pass.
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" \
    -filter_complex_script "$work/video.filter" \
    -map '[v]' -map '[aweb]' \
    -c:v libvpx-vp9 -crf 40 -b:v 40k -deadline good -cpu-used 4 -row-mt 1 -g 100 -pix_fmt yuv420p \
    -c:a libopus -b:a 28k -ac 1 -ar 48000 -application voip \
    -fflags +bitexact -map_metadata -1 "$MEDIA_DIR/$slug.webm" \
    -map '[amp3]' -c:a libmp3lame -b:a 40k -ac 1 -ar 22050 -map_metadata -1 "$MEDIA_DIR/$slug.mp3"

  # 4. Thumbnail: the title card, 480x270.
  ffmpeg -hide_banner -loglevel error -y -filter_complex_script "$work/thumb.filter" \
    -map '[v]' -frames:v 1 -q:v 4 "$MEDIA_DIR/$slug.jpg"

  duration_of "$MEDIA_DIR/$slug.webm" >"$work/duration"
  printf '  %-24s %5.1f s\n' "$slug" "$(cat "$work/duration")"
}

echo "Building demo media in $MEDIA_DIR"
mapfile -t slugs < <(node "$PLAN" slugs)
for slug in "${slugs[@]}"; do
  make_video "$slug"
done
node "$PLAN" manifest "$WORK_ROOT" "$MEDIA_DIR"

# --- Verify ------------------------------------------------------------------------------------
for slug in "${slugs[@]}"; do
  webm="$MEDIA_DIR/$slug.webm"
  codecs="$(ffprobe -v error -show_entries stream=codec_name -of default=noprint_wrappers=1:nokey=1 "$webm" | tr '\n' ' ')"
  [[ "$codecs" == "vp9 opus " ]] || die "$webm: expected vp9 + opus, got: $codecs"
  duration="$(duration_of "$webm")"
  awk -v d="$duration" 'BEGIN { exit !(d >= 30 && d <= 90) }' || die "$webm: duration $duration s is outside 30-90 s"
  vtt="$MEDIA_DIR/$slug.vtt"
  [[ "$(head -n 1 "$vtt")" == WEBVTT ]] || die "$vtt: does not start with WEBVTT"
  grep -q -- '-->' "$vtt" || die "$vtt: has no cues"
  for ext in jpg mp3; do
    [[ -s "$MEDIA_DIR/$slug.$ext" ]] || die "$MEDIA_DIR/$slug.$ext is missing"
  done
done

total="$(du -cb "$MEDIA_DIR"/* | tail -n 1 | cut -f 1)"
((total < MAX_TOTAL_BYTES)) || die "media/demo is $total bytes, over the 6 MB budget"
echo "Done: ${#slugs[@]} videos, total $total bytes ($(awk -v b="$total" 'BEGIN { printf "%.2f", b / 1048576 }') MiB)"
