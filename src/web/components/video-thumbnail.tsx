import "./video-thumbnail.css";
import { useState } from "react";
import type { LevelBadgeKind } from "../../shared/domain/levels";

interface VideoThumbnailProps {
  src: string;
  title: string;
  kind: LevelBadgeKind;
  /** Pixel size hints for the browser before the image arrives. */
  width?: number;
  height?: number;
}

/**
 * A lazily loaded thumbnail over a placeholder in the level's colour with the title's first letter.
 * The placeholder is always there underneath, so a thumbnail that is slow, blocked or offline
 * (YouTube's, without a connection) leaves a finished-looking card rather than a broken image.
 */
export function VideoThumbnail({ src, title, kind, width = 320, height = 180 }: VideoThumbnailProps) {
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
          loading="lazy"
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
        />
      )}
    </>
  );
}
