/**
 * A value kept by a path of objects, each held weakly: it goes with the first of them that the
 * garbage collector takes. For a result that is a function of objects made once per moment (a
 * catalog index, a learner's states, a page of results) and of nothing else, so that the same
 * objects give back the very same value, and no entry outlives what it was made from.
 */
export function createWeakMemo<V>() {
  interface Node {
    next: WeakMap<object, Node>;
    made?: { value: V };
  }
  const root: Node = { next: new WeakMap() };
  return (keys: readonly object[], make: () => V): V => {
    let node = root;
    for (const key of keys) {
      let child = node.next.get(key);
      if (child === undefined) {
        child = { next: new WeakMap() };
        node.next.set(key, child);
      }
      node = child;
    }
    node.made ??= { value: make() };
    return node.made.value;
  };
}
