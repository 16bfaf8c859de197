/**
 * Building JSON responses from pieces encoded ahead of time (docs/decisions/003): the catalog's
 * texts are turned into UTF-8 once per index build, and a response copies the slices it needs.
 */

/** Many texts, UTF-8 encoded back to back: text i is bytes[start[i] .. start[i + 1]). */
export interface PackedTexts {
  bytes: Buffer;
  start: Uint32Array;
}

/** Encodes `count` texts, made one at a time by `textOf`, so that they never all exist as strings at once. */
export function packTexts(count: number, textOf: (i: number) => string): PackedTexts {
  const start = new Uint32Array(count + 1);
  let bytes = Buffer.allocUnsafe(Math.max(1024, count * 256));
  for (let i = 0; i < count; i++) {
    const text = textOf(i);
    const end = start[i]! + Buffer.byteLength(text);
    if (end > bytes.length) {
      const bigger = Buffer.allocUnsafe(Math.max(bytes.length * 2, end));
      bytes.copy(bigger, 0, 0, start[i]!);
      bytes = bigger;
    }
    bytes.write(text, start[i]!);
    start[i + 1] = end;
  }
  return { bytes: Buffer.from(bytes.subarray(0, start[count]!)), start };
}

// One scratch area for every response: `buildJson` writes synchronously, start to finish, so no
// two writers ever share it; it grows to the largest response and stays.
let scratch = Buffer.allocUnsafe(64 * 1024);

/** Writes a response with `write` into the scratch area, then copies it out. */
export function buildJson(write: (json: JsonWriter) => void): Buffer {
  const json = new JsonWriter();
  write(json);
  return Buffer.from(scratch.subarray(0, json.length));
}

const SHORT_COPY = 64;

/** Appends slices and ASCII text to the scratch area. */
export class JsonWriter {
  private at = 0;

  get length(): number {
    return this.at;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= scratch.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(scratch.length * 2, this.at + bytes));
    scratch.copy(bigger, 0, 0, this.at);
    scratch = bigger;
  }

  /** Text i of a packed table. */
  slice(packed: PackedTexts, i: number): this {
    const from = packed.start[i]!;
    const to = packed.start[i + 1]!;
    this.room(to - from);
    if (to - from > SHORT_COPY) {
      this.at += packed.bytes.copy(scratch, this.at, from, to);
    } else {
      // A loop beats Buffer#copy's call overhead on short slices (facet option names).
      const bytes = packed.bytes;
      for (let i = from; i < to; i++) scratch[this.at++] = bytes[i]!;
    }
    return this;
  }

  bytes(part: Buffer): this {
    this.room(part.length);
    this.at += part.copy(scratch, this.at);
    return this;
  }

  /** ASCII only (numbers, booleans, punctuation): one byte per character. */
  ascii(text: string): this {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) scratch[this.at++] = text.charCodeAt(i);
    return this;
  }
}
