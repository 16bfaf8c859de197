import { startTransition, useState } from "react";
import type { LevelBadgeKind } from "../../shared/domain/levels";

interface VideoThumbnailProps {
  src: string;
  title: string;
  kind: LevelBadgeKind;
  /** Pixel size hints for the browser before the image arrives. */
  width?: number;
  height?: number;
  /**
   * In the first screen's first row: "high" (the largest paint) is fetched at once and before
   * other images; "eager" at once; otherwise lazily once laid out.
   */
  priority?: "high" | "eager";
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes?: string;
}

/**
 * A thumbnail, lazily loaded unless it has priority, over a placeholder in the level's colour with the title's first letter.
 * The placeholder is always there underneath, so a thumbnail that is slow, blocked or offline
 * (YouTube's, without a connection) leaves a finished-looking card rather than a broken image.
 */
export function VideoThumbnail({
  src,
  title,
  kind,
  width = 320,
  height = 180,
  priority,
  sizes,
}: VideoThumbnailProps) {
  // Shown as it arrives, with no fade waiting for its load event: a page rendered on the server
  // may have its images before its script, whose handlers then never hear of the load.
  const [failed, setFailed] = useState(false);
  const letter = Array.from(title.trim())[0]?.toUpperCase() ?? "?";
  return (
    <>
      <span className={`thumb-placeholder thumb-placeholder-${kind}`} aria-hidden="true">
        {letter}
      </span>
      {/* A video without a picture has its placeholder only (an empty src would ask for the page). */}
      {!failed && src !== "" && (
        <img
          className="thumb-image"
          src={src}
          alt=""
          width={width}
          height={height}
          sizes={sizes}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority === "high" ? "high" : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          // An image that failed before the script took the page over (a server-rendered card,
          // YouTube offline) never fires onError for React: seen here, it goes too, and the
          // placeholder shows instead of the browser's broken-image icon. As a transition: a state
          // set while React attaches refs is otherwise rendered at once, with all else pending,
          // in one blocking task just after hydration.
          ref={(image) => {
            if (image?.complete && image.naturalWidth === 0) startTransition(() => setFailed(true));
          }}
        />
      )}
    </>
  );
}
