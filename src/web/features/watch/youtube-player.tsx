import { useEffect, useRef, useState } from "react";
import type { PlayerProps } from "./player-types";
import { loadYouTubeApi, type YouTubePlayer, YT_STATE, youTubeIdOf } from "./youtube-iframe-api";

/**
 * A YouTube video through the IFrame Player API. The API replaces an element with its iframe, so
 * that element is created here by hand, outside React's tree, and destroyed with the player.
 */
export function YouTubeVideoPlayer({
  video,
  startAt,
  autoPlay,
  playbackRate,
  onPlaybackRateChange,
  events,
  stateRef,
}: PlayerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YouTubePlayer | null>(null);
  const [failed, setFailed] = useState(false);
  // The first values are what the player is created with; later changes go through the API.
  const initial = useRef({ startAt, autoPlay, events, onPlaybackRateChange });
  initial.current.events = events;
  initial.current.onPlaybackRateChange = onPlaybackRateChange;
  const rateRef = useRef(playbackRate);
  rateRef.current = playbackRate;
  const youTubeId = youTubeIdOf(video);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !youTubeId) return;
    let cancelled = false;
    const target = document.createElement("div");
    host.append(target);
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled) return;
        const { startAt: start, autoPlay: play } = initial.current;
        const player = new YT.Player(target, {
          videoId: youTubeId,
          width: "100%",
          height: "100%",
          // `start` places the first frame without playing; seekTo() before playing would start it.
          playerVars: { playsinline: 1, rel: 0, start: Math.floor(start), autoplay: play ? 1 : 0 },
          events: {
            onReady: () => {
              playerRef.current = player;
              player.setPlaybackRate(rateRef.current);
              stateRef.current = {
                currentTime: () => player.getCurrentTime() || 0,
                duration: () => player.getDuration() || 0,
                isPlaying: () => {
                  const state = player.getPlayerState();
                  return state === YT_STATE.PLAYING || state === YT_STATE.BUFFERING;
                },
                seekTo: (seconds) => player.seekTo(seconds, true),
                togglePlay: () => {
                  const state = player.getPlayerState();
                  if (state === YT_STATE.PLAYING || state === YT_STATE.BUFFERING) player.pauseVideo();
                  else player.playVideo();
                },
                toggleMute: () => (player.isMuted() ? player.unMute() : player.mute()),
                fullscreenTarget: () => host.parentElement,
              };
            },
            onStateChange: ({ data }) => {
              const position = player.getCurrentTime() || 0;
              const handlers = initial.current.events;
              if (data === YT_STATE.PLAYING) handlers.onPlay(position);
              else if (data === YT_STATE.PAUSED) handlers.onPause(position);
              else if (data === YT_STATE.ENDED) handlers.onEnded(position);
              // YouTube has no seek event; the watch timer picks up the new position.
            },
            onPlaybackRateChange: ({ data }) => initial.current.onPlaybackRateChange(data),
          },
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      stateRef.current = null;
      playerRef.current?.destroy();
      playerRef.current = null;
      target.remove();
    };
  }, [youTubeId, stateRef]);

  useEffect(() => {
    playerRef.current?.setPlaybackRate(playbackRate);
  }, [playbackRate]);

  return (
    <div className="watch-youtube" aria-label={`YouTube video: ${video.title}`} role="region">
      <div className="watch-youtube-host" ref={hostRef} />
      {(failed || !youTubeId) && (
        <div className="watch-player-message" role="status">
          <p className="mb-1 fw-semibold">The YouTube player could not be loaded.</p>
          <p className="mb-0 small">Check your connection and reload the page.</p>
        </div>
      )}
    </div>
  );
}
