import { useEffect, useRef } from "react";
import type { PlayerProps } from "./player-types";

/** A platform-"file" video, streamed by the app with range requests (PRODUCT.md "Media"). */
export function FilePlayer(props: PlayerProps) {
  const { video, startAt, autoPlay, playbackRate, onPlaybackRateChange, events, stateRef } = props;
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    stateRef.current = {
      currentTime: () => element.currentTime,
      duration: () => (Number.isFinite(element.duration) ? element.duration : 0),
      isPlaying: () => !element.paused && !element.ended,
    };
    return () => {
      stateRef.current = null;
    };
  }, [stateRef]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // defaultPlaybackRate survives a reload of the source; playbackRate alone would not.
    element.defaultPlaybackRate = playbackRate;
    element.playbackRate = playbackRate;
  }, [playbackRate]);

  const onLoadedMetadata = () => {
    const element = ref.current;
    if (!element) return;
    if (startAt > 0) element.currentTime = startAt;
    element.playbackRate = playbackRate;
    // The browser may refuse to play without a gesture; the controls are there for that.
    if (autoPlay) void element.play().catch(() => undefined);
  };

  return (
    // biome-ignore lint/a11y/useMediaCaption: the demo files ship no caption track; transcripts are a premium download.
    <video
      ref={ref}
      className="watch-video"
      src={video.url ?? undefined}
      poster={video.thumbnailUrl}
      controls
      playsInline
      preload="metadata"
      aria-label={`Video: ${video.title}`}
      onLoadedMetadata={onLoadedMetadata}
      onPlay={(e) => events.onPlay(e.currentTarget.currentTime)}
      onPause={(e) => events.onPause(e.currentTarget.currentTime)}
      onSeeked={(e) => events.onSeeked(e.currentTarget.currentTime)}
      onEnded={(e) => events.onEnded(e.currentTarget.currentTime)}
      // Speed does not change the credit (wall-clock time counts); only the select follows it.
      onRateChange={(e) => onPlaybackRateChange(e.currentTarget.playbackRate)}
    />
  );
}
