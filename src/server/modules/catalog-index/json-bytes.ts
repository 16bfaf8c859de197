/**
 * Building JSON responses from pieces encoded ahead of time (docs/decisions/003): the catalog's
 * texts are turned into UTF-8 once per index build, and a response joins the slices it needs.
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

/** Texts `first` to `last` (inclusive) of a packed table, as one view (no copy). */
export function packedRange(packed: PackedTexts, first: number, last: number): Buffer {
  return packed.bytes.subarray(packed.start[first]!, packed.start[last + 1]!);
}
