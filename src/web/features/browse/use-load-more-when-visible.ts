import { useEffect, useRef, useState } from "react";

/**
 * Calls `loadMore` when the element given to the returned ref comes into view (docs/screens.md: when the
 * last item is visible and more exist, the page number increments). The observer is recreated each
 * time `enabled` turns on, so a screen tall enough to show the new last card asks for the next page
 * too.
 */
export function useLoadMoreWhenVisible(enabled: boolean, loadMore: () => void) {
  const [node, setNode] = useState<Element | null>(null);
  const latestLoadMore = useRef(loadMore);
  useEffect(() => {
    latestLoadMore.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
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
  }, [node, enabled]);

  return setNode;
}
