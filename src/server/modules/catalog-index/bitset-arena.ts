import type { Bitset } from "./bitset";

/**
 * Bitsets for the intermediate results of one engine call, reused by the next call.
 *
 * A typed array of a catalog's size lives outside V8's heap: allocating one costs about a
 * microsecond, and a statistics call needs a dozen. Engine calls run synchronously, start to
 * finish, so one arena serves them all: `begin` hands every set back, and nothing taken from the
 * arena may outlive the call that took it.
 */
export class BitsetArena {
  private sets: Bitset[] = [];
  private used = 0;
  private words = 0;

  /** Starts a call over sets of `size` ordinals: the sets of the previous call are reused. */
  begin(size: number): void {
    const words = (size + 31) >>> 5;
    if (words !== this.words) {
      this.sets = [];
      this.words = words;
    }
    this.used = 0;
  }

  /** An empty set. */
  empty(): Bitset {
    const set = this.next();
    set.fill(0);
    return set;
  }

  /** A set holding whatever the previous call left in it, for a caller that writes every word. */
  overwritable(): Bitset {
    return this.next();
  }

  /** A copy of `source`, to be changed in place. */
  copyOf(source: Bitset): Bitset {
    const set = this.next();
    set.set(source);
    return set;
  }

  private next(): Bitset {
    let set = this.sets[this.used];
    if (set === undefined) {
      set = new Int32Array(this.words);
      this.sets.push(set);
    }
    this.used++;
    return set;
  }
}
