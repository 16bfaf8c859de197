/**
 * Building JSON responses from pieces encoded ahead of time (docs/decisions/003): the catalog's
 * texts are turned into UTF-8 once per index build, and a response joins the slices it needs.
 */

/**
 * Many texts, UTF-8 encoded: text i is chunks[chunkOf[i]] from start[i] to end[i]. The texts of
 * one item (a video's) are back to back in one chunk, so an item is a single slice.
 */
export interface PackedTexts {
  chunks: Buffer[];
  chunkOf: Uint16Array;
  start: Uint32Array;
  end: Uint32Array;
}

/** Bytes a chunk holds; an item larger than that gets a chunk of its own. */
const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Packs the texts of items added one at a time, so that they never all exist as strings at once
 * (the catalog's are made as its pages are read), into chunks that are kept as they are: neither
 * a buffer grown by copies nor a final copy, whose garbage outside the heap stays until a full
 * collection (docs/benchmarks.md "At 100,000 videos").
 */
export class TextPacker {
  private readonly chunks: Buffer[] = [];
  private current = Buffer.alloc(0);
  private used = 0;
  private readonly chunkOf: number[] = [];
  private readonly start: number[] = [];
  private readonly end: number[] = [];

  /** `perItem`: how many texts make an item (each `add` gives that many). */
  constructor(private readonly perItem: number) {}

  add(texts: readonly string[]): void {
    if (texts.length !== this.perItem)
      throw new Error(`An item has ${this.perItem} texts, not ${texts.length}.`);
    const bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    if (this.used + bytes > this.current.length) {
      this.current = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
      this.chunks.push(this.current);
      this.used = 0;
    }
    for (const text of texts) {
      this.chunkOf.push(this.chunks.length - 1);
      this.start.push(this.used);
      this.used += this.current.write(text, this.used);
      this.end.push(this.used);
    }
  }

  /**
   * The packed texts, the items in `order` (`order[i]`: the place, among the items as added, of
   * the one that goes i-th), or as added when it is null. Reordering moves no bytes.
   */
  finish(order: ArrayLike<number> | null): PackedTexts {
    const count = this.start.length;
    const chunkOf = new Uint16Array(count);
    const start = new Uint32Array(count);
    const end = new Uint32Array(count);
    const items = count / this.perItem;
    for (let i = 0; i < items; i++) {
      const from = (order === null ? i : order[i]!) * this.perItem;
      for (let t = 0; t < this.perItem; t++) {
        chunkOf[i * this.perItem + t] = this.chunkOf[from + t]!;
        start[i * this.perItem + t] = this.start[from + t]!;
        end[i * this.perItem + t] = this.end[from + t]!;
      }
    }
    // The last chunk's unused room is given back (a copy of at most one chunk).
    const chunks = this.chunks.map((chunk, i) =>
      i === this.chunks.length - 1 ? Buffer.from(chunk.subarray(0, this.used)) : chunk,
    );
    return { chunks, chunkOf, start, end };
  }
}

/** Texts `first` to `last` (inclusive, of one item) of a packed table, as one view (no copy). */
export function packedRange(packed: PackedTexts, first: number, last: number): Buffer {
  return packed.chunks[packed.chunkOf[first]!]!.subarray(packed.start[first]!, packed.end[last]!);
}
