import { useCallback, useEffect, useRef } from "react";

/**
 * Calls `loadMore` when the element given to the returned ref comes into view (docs/screens.md: when the
 * last item is visible and more exist, the page number increments). The observer is recreated each
 * time `enabled` turns on, so a screen tall enough to show the new last card asks for the next page
 * too.
 *
 * The ref callback holds the observer itself (React calls its cleanup when the element or
 * `enabled` changes) rather than putting the element in state: a state set from a ref lands in
 * React's commit and renders the whole grid again at once, a blocking task on a phone.
 */
export function useLoadMoreWhenVisible(enabled: boolean, loadMore: () => void) {
  const latestLoadMore = useRef(loadMore);
  useEffect(() => {
    latestLoadMore.current = loadMore;
  }, [loadMore]);

  return useCallback(
    (node: Element | null) => {
      if (!node || !enabled) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latestLoadMore.current();
        },
        // Start a little before the card is fully on screen, so scrolling rarely waits.
        { rootMargin: "0px 0px 200px 0px" },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [enabled],
  );
}
