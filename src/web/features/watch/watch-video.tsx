import { lazy, Suspense, useId, useState } from "react";
import type { User } from "../../../shared/contracts/user";
import type { Video } from "../../../shared/contracts/video";
import { hasPremiumAccess, isAdmin } from "../../../shared/domain/roles";
import { useHydrated } from "../../app/use-hydrated";
import { Link } from "../../lib/router/link";
import { useNavigate, useSearchParams } from "../../lib/router/location";
import { playlistWatchPath, usePlaylist } from "../playlists/index";
import { useVideoSeries } from "../series/index";
import { useCaptionsQuery } from "./api/captions-query";
import { CaptionsLine, CaptionsToggle } from "./captions-line";
import { FilePlayer } from "./file-player";
import { RelatedVideos } from "./related-videos";
import { autoplayQueue, SeriesLine } from "./series-line";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { TranscriptPanel } from "./transcript-panel";
import { usePlayerShortcuts } from "./use-player-shortcuts";
import { useWatchSession } from "./use-watch-session";
import { VideoActions } from "./video-actions";
import { VideoAbout, VideoHeading } from "./video-details";
import { VideoWordsLine } from "./video-words-line";
import { WatchIcon } from "./watch-icons";
import { useWatchPreferences } from "./watch-preferences";
import { isPlayable, nextVideoToPlay, PLAYBACK_RATES, playlistUpNext, startPosition } from "./watch-rules";
import { youTubeReachable } from "./youtube-iframe-api";
import { YouTubeVideoPlayer } from "./youtube-player";

/** The rating prompt, a chunk of its own: it reads with zod, which the first screen does without. */
const VideoRating = lazy(() => import("./video-rating"));

/** Navigation state that asks the next page to start playing (autoplay from the previous video). */
export interface WatchLocationState {
  autoplay?: boolean;
  /** Autoplay passed over YouTube videos on the way here: YouTube could not be reached. */
  skippedYouTube?: boolean;
}

/** What the watch page says when autoplay passes over YouTube videos (docs/screens.md "Watch"). */
export const SKIPPED_YOUTUBE_TEXT =
  "Autoplay skipped the YouTube videos: YouTube cannot be reached from here.";
export const STOPPED_FOR_YOUTUBE_TEXT =
  "Autoplay stopped: the next videos are on YouTube, which cannot be reached from here.";

interface WatchVideoProps {
  video: Video;
  related: Video[];
  user: User;
  openLogIn: () => void;
  autoPlay: boolean;
  /** Autoplay skipped YouTube videos on the way to this one. */
  skippedYouTube?: boolean;
}

function SpeedSelect({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  const id = useId();
  return (
    <div className="watch-speed">
      <label htmlFor={id} className="watch-speed-label">
        <WatchIcon name="speed" /> Speed
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={rate}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      >
        {PLAYBACK_RATES.map((r) => (
          <option key={r} value={r}>
            {r === 1 ? "Normal (1×)" : `${r}×`}
          </option>
        ))}
      </select>
    </div>
  );
}

function LockedPlayer() {
  return (
    <div className="watch-player-message">
      <WatchIcon name="lock" size={32} />
      <p className="mb-2 mt-2 fw-semibold">This is a Premium video.</p>
      <Link to="/premium" className="btn btn-primary btn-sm">
        See Premium
      </Link>
    </div>
  );
}

/**
 * What the player's box shows in the server's render of the page and while the browser hydrates
 * it: the poster the player opens with, in the same box (nothing moves when the player replaces
 * it), drawn with the page rather than after its script (it is the page's largest paint).
 */
function PlayerPoster({ video }: { video: Video }) {
  if (!video.thumbnailUrl) return null;
  return <img className="watch-video watch-poster" src={video.thumbnailUrl} alt="" fetchPriority="high" />;
}

/** One video: the player, its details and actions, and "More videos like this". Keyed by video id. */
export function WatchVideo({ video, related, user, openLogIn, autoPlay, skippedYouTube }: WatchVideoProps) {
  const navigate = useNavigate();
  // The player is the browser's (its element loads at once, its events need the script): it
  // replaces the poster once the page is live.
  const live = useHydrated();
  const prefs = useWatchPreferences();
  // Decided once: later refetches of the video carry positions this very player reported.
  const [search] = useSearchParams();
  const [startAt] = useState(() => startPosition(video, search.get("t")));

  const [autoplayNotice, setAutoplayNotice] = useState(skippedYouTube ? SKIPPED_YOUTUBE_TEXT : "");
  // Played from a playlist (`?playlist=<id>`, docs/screens.md "A playlist"): autoplay follows the
  // playlist, in its order, from the video after this one (none left: it stops), watched ones
  // included. Otherwise an episode's next episode plays before "More videos like this"
  // (docs/product-rules.md "Series").
  const playlistId = search.get("playlist");
  const playlist = usePlaylist(user.id, playlistId).data;
  const series = useVideoSeries(video.id).data;
  const upNext = playlist ? playlistUpNext(playlist.videos, video.id) : autoplayQueue(series, related);
  const skipWatched = playlist ? false : prefs.skipWatched;
  const pathOf = (id: string) =>
    playlist && playlistId ? playlistWatchPath(id, playlistId) : `/watch/${encodeURIComponent(id)}`;
  const onFinished = async () => {
    if (!prefs.autoplay) return;
    const first = nextVideoToPlay(upNext, skipWatched);
    if (!first) return;
    // A YouTube video that cannot load here would be a dead end: autoplay goes past it and says so.
    const reachable = first.platform !== "youtube" || (await youTubeReachable());
    const next = reachable ? first : nextVideoToPlay(upNext, skipWatched, false);
    if (!next) {
      setAutoplayNotice(STOPPED_FOR_YOUTUBE_TEXT);
      return;
    }
    const state: WatchLocationState = { autoplay: true, ...(reachable ? {} : { skippedYouTube: true }) };
    navigate(pathOf(next.id), { state });
  };
  const { events, stateRef } = useWatchSession(video.id, onFinished);

  const playable = isPlayable(video);
  const youtube = video.platform === "youtube";
  const Player = youtube ? YouTubeVideoPlayer : FilePlayer;
  // null: the video has no subtitles (no CC switch, no transcript).
  const captions = useCaptionsQuery(video.id, user, playable).data ?? null;

  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  usePlayerShortcuts(playable && live, {
    stateRef,
    playbackRate: prefs.playbackRate,
    setPlaybackRate: prefs.setPlaybackRate,
    toggleCaptions: captions ? () => prefs.setCaptions(!prefs.captions) : null,
    showHelp: () => setShortcutsOpen(true),
  });

  return (
    <div className="watch-page">
      <div className="watch-main">
        <div className="watch-player">
          {playable && !live ? (
            <PlayerPoster video={video} />
          ) : playable ? (
            <Player
              video={video}
              startAt={startAt}
              autoPlay={autoPlay}
              playbackRate={prefs.playbackRate}
              onPlaybackRateChange={prefs.setPlaybackRate}
              events={events}
              stateRef={stateRef}
              captions={captions && { src: captions.src, on: prefs.captions, onChange: prefs.setCaptions }}
            />
          ) : (
            <LockedPlayer />
          )}
          {playable && youtube && captions && prefs.captions && (
            <CaptionsLine cues={captions.cues} stateRef={stateRef} />
          )}
        </div>
        <VideoHeading
          video={video}
          locked={!playable}
          showStatus={isAdmin(user)}
          words={
            // Someone who has watched nothing has heard no word, and has no coverage to ask for:
            // a first visit makes no words call (nor loads its schema). Once they have watched,
            // their user's total says so and the call is made.
            <VideoWordsLine video={video} userId={user.id} ask={live && user.watchTimeSeconds > 0} />
          }
        />
        {series && <SeriesLine series={series} />}
        <VideoActions
          video={video}
          user={user}
          openLogIn={openLogIn}
          speedControl={
            playable && (
              <>
                <SpeedSelect rate={prefs.playbackRate} onChange={prefs.setPlaybackRate} />
                {captions && <CaptionsToggle on={prefs.captions} onChange={prefs.setCaptions} />}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-haspopup="dialog"
                  onClick={() => setShortcutsOpen(true)}
                >
                  <span aria-hidden="true">⌨ </span>Keyboard shortcuts
                </button>
              </>
            )
          }
        />
        {live && !user.isAnonymous && (
          <Suspense fallback={null}>
            <VideoRating videoId={video.id} userId={user.id} />
          </Suspense>
        )}
        {/* The description comes with the page; the transcript arrives with the captions, after
            it, where it pushes nothing on the screen down (a layout shift). */}
        <VideoAbout video={video} />
        {playable && captions && (
          <TranscriptPanel
            videoId={video.id}
            userId={user.id}
            full={hasPremiumAccess(user)}
            captionCues={captions.cues}
            stateRef={stateRef}
          />
        )}
      </div>
      <RelatedVideos
        related={related}
        autoplay={prefs.autoplay}
        onAutoplayChange={prefs.setAutoplay}
        skipWatched={prefs.skipWatched}
        onSkipWatchedChange={prefs.setSkipWatched}
        notice={autoplayNotice}
      />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </div>
  );
}
