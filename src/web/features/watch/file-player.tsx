import { type PointerEvent, useEffect, useRef } from "react";
import type { PlayerProps } from "./player-types";

/** The height of the browser's own controls' bar at the bottom of a `<video>`: taps there are its. */
const CONTROLS_BAR_PX = 56;

/** A platform-"file" video, streamed by the app with range requests (docs/storage.md "Serving files"). */
export function FilePlayer(props: PlayerProps) {
  const { video, startAt, autoPlay, playbackRate, onPlaybackRateChange, events, stateRef, captions } = props;
  const ref = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const captionsOn = captions?.on ?? false;
  const onCaptionsChange = useRef(captions?.onChange);
  onCaptionsChange.current = captions?.onChange;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    stateRef.current = {
      currentTime: () => element.currentTime,
      duration: () => (Number.isFinite(element.duration) ? element.duration : 0),
      isPlaying: () => !element.paused && !element.ended,
      seekTo: (seconds) => {
        element.currentTime = seconds;
      },
      togglePlay: () => {
        if (element.paused || element.ended) void element.play().catch(() => undefined);
        else element.pause();
      },
      toggleMute: () => {
        element.muted = !element.muted;
      },
      fullscreenTarget: () => element,
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

  // The CC switch shows the track; off, it stays "hidden" (loaded, not drawn), never "disabled".
  const src = captions?.src;
  useEffect(() => {
    const track = trackRef.current?.track;
    if (!src || !track) return;
    track.mode = captionsOn ? "showing" : "hidden";
  }, [captionsOn, src]);

  // The player's own captions menu switches the track too: the CC switch follows it.
  useEffect(() => {
    const element = ref.current;
    if (!element || !src) return;
    const tracks = element.textTracks;
    const onChange = () => {
      const track = trackRef.current?.track;
      if (!track) return;
      const showing = track.mode === "showing";
      if (showing !== captionsOn) onCaptionsChange.current?.(showing);
    };
    tracks.addEventListener("change", onChange);
    return () => tracks.removeEventListener("change", onChange);
  }, [captionsOn, src]);

  // Once per element: where it starts, its speed, and whether it plays at once.
  const started = useRef(false);
  const onLoadedMetadata = () => {
    const element = ref.current;
    if (!element || started.current) return;
    started.current = true;
    if (startAt > 0) element.currentTime = startAt;
    element.playbackRate = playbackRate;
    // The browser may refuse to play without a gesture; the controls are there for that.
    if (autoPlay) void element.play().catch(() => undefined);
  };
  // The element may have its metadata before this player is on the page: a cached file, with the
  // page drawn in slices, fires its event while React cannot deliver it yet. Then start it here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; the handler reads the first props.
  useEffect(() => {
    if ((ref.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) onLoadedMetadata();
  }, []);

  // A tap on the picture plays or pauses, as on every phone's video app (docs/screens.md "Watch").
  // What the tap asks for is read when the finger lands and applied once the browser's own
  // controls have had the tap: whatever they did with it, the video ends as asked, never toggled
  // twice. A tap on the controls' bar at the bottom is theirs.
  const tapWants = useRef<"play" | "pause" | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    const onBar = event.clientY > element.getBoundingClientRect().bottom - CONTROLS_BAR_PX;
    tapWants.current = event.pointerType !== "touch" || onBar ? null : element.paused ? "play" : "pause";
  };
  const onPointerUp = (event: PointerEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    const wants = tapWants.current;
    tapWants.current = null;
    if (!wants) return;
    requestAnimationFrame(() => {
      if (wants === "play") void element.play().catch(() => undefined);
      else element.pause();
    });
  };

  return (
    // biome-ignore lint/a11y/useMediaCaption: the track is there when the video has subtitles (a video without any has none to give).
    <video
      ref={ref}
      className="watch-video"
      src={video.url ?? undefined}
      poster={video.thumbnailUrl}
      controls
      // In the tab order, with a focus ring (watch.css), so that a keyboard user sees where the
      // shortcuts act (docs/screens.md "Watch").
      tabIndex={0}
      playsInline
      preload="metadata"
      aria-label={`Video: ${video.title}`}
      onLoadedMetadata={onLoadedMetadata}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        tapWants.current = null;
      }}
      onPlay={(e) => events.onPlay(e.currentTarget.currentTime)}
      onPause={(e) => events.onPause(e.currentTarget.currentTime)}
      onSeeked={(e) => events.onSeeked(e.currentTarget.currentTime)}
      onEnded={(e) => events.onEnded(e.currentTarget.currentTime)}
      // Speed does not change the credit (wall-clock time counts); only the select follows it.
      onRateChange={(e) => onPlaybackRateChange(e.currentTarget.playbackRate)}
    >
      {src && <track ref={trackRef} kind="captions" srcLang="ru" label="Русский" src={src} />}
    </video>
  );
}
