/**
 * The YouTube IFrame Player API, loaded at runtime from youtube.com (no npm dependency). Only the
 * parts the watch page uses are typed here.
 */
export interface YouTubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  setPlaybackRate(rate: number): void;
  playVideo(): void;
  pauseVideo(): void;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  destroy(): void;
}

export interface YouTubePlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YouTubePlayer }) => void;
    onStateChange?: (event: { data: number; target: YouTubePlayer }) => void;
    onPlaybackRateChange?: (event: { data: number; target: YouTubePlayer }) => void;
  };
}

interface YouTubeNamespace {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

/** YT.PlayerState values. */
export const YT_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3 } as const;

const API_URL = "https://www.youtube.com/iframe_api";
let loading: Promise<YouTubeNamespace> | null = null;

/** Loads the API once per page; a failure (offline) can be retried by the next player. */
export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
      else reject(new Error("The YouTube player API did not start."));
    };
    const script = document.createElement("script");
    script.src = API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error("The YouTube player could not be loaded."));
    };
    document.head.append(script);
  });
  return loading;
}

/** The YouTube id of a video: its on-platform id, or the `v` parameter of its watch URL. */
export function youTubeIdOf(video: { onPlatformId: string | null; url: string | null }): string | null {
  if (video.onPlatformId) return video.onPlatformId;
  if (!video.url) return null;
  try {
    const url = new URL(video.url);
    return url.searchParams.get("v") ?? (url.pathname.split("/").filter(Boolean).pop() || null);
  } catch {
    return null;
  }
}

/** How long autoplay waits for YouTube's script before it takes YouTube for unreachable. */
const REACHABLE_WAIT_MS = 5000;

/**
 * Whether YouTube's player can be loaded from here (offline, or a network that blocks it: no):
 * autoplay skips YouTube's videos when it cannot (docs/screens.md "Watch").
 */
export function youTubeReachable(): Promise<boolean> {
  return Promise.race([
    loadYouTubeApi().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), REACHABLE_WAIT_MS)),
  ]);
}
