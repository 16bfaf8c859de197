import { useState } from "react";
import type { LevelBadgeKind } from "../../shared/domain/levels";

interface VideoThumbnailProps {
  src: string;
  title: string;
  kind: LevelBadgeKind;
  /** Pixel size hints for the browser before the image arrives. */
  width?: number;
  height?: number;
  /**
   * In the first screen's first row (the largest paint): fetched at once and before other images,
   * rather than lazily once laid out.
   */
  priority?: boolean;
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
  priority = false,
  sizes,
}: VideoThumbnailProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const letter = Array.from(title.trim())[0]?.toUpperCase() ?? "?";
  return (
    <>
      <span className={`thumb-placeholder thumb-placeholder-${kind}`} aria-hidden="true">
        {letter}
      </span>
      {state !== "failed" && (
        <img
          className={`thumb-image${state === "loaded" ? " is-loaded" : ""}`}
          src={src}
          alt=""
          width={width}
          height={height}
          sizes={sizes}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
        />
      )}
    </>
  );
}
