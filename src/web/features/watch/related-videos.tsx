import { useId } from "react";
import type { Video } from "../../../shared/contracts/video";
import { isWatched } from "../../../shared/contracts/video-values";
import { levelBadgeKind } from "../../../shared/domain/levels";
import { formatSeconds } from "../../../shared/domain/time-format";
import { useAppContext } from "../../app/app-context";
import { useBelowFirstScreen } from "../../app/use-hydrated";
import { Switch } from "../../components/switch";
import { VideoThumbnail } from "../../components/video-thumbnail";
import { Link } from "../../lib/router/link";
import { LevelBadge, PremiumBadge } from "./video-details";
import { WatchIcon } from "./watch-icons";
import { isPlayable, visibleRelated } from "./watch-rules";

interface RelatedVideosProps {
  related: Video[];
  autoplay: boolean;
  onAutoplayChange: (on: boolean) => void;
  skipWatched: boolean;
  onSkipWatchedChange: (on: boolean) => void;
  /** What autoplay has to say (it skipped or stopped at YouTube videos); "" for nothing. */
  notice?: string;
}

function RelatedCard({ video }: { video: Video }) {
  const watched = isWatched(video);
  const locked = !isPlayable(video);
  return (
    <Link to={`/watch/${encodeURIComponent(video.id)}`} className="related-card">
      <span className="related-thumb">
        <VideoThumbnail
          src={video.thumbnailUrl}
          title={video.title}
          kind={levelBadgeKind(video.level)}
          width={150}
          height={84}
        />
        <span className="related-duration">{formatSeconds(video.duration)}</span>
        {watched && (
          <span className="related-watched" title="Watched">
            <WatchIcon name="check" size={22} />
            <span className="visually-hidden">Watched</span>
          </span>
        )}
        {locked && (
          <span className="related-locked" title="Premium: upgrade to watch">
            <WatchIcon name="lock" size={22} />
            <span className="visually-hidden">Locked, Premium</span>
          </span>
        )}
      </span>
      <span className="related-body">
        <span className="related-title">{video.title}</span>
        <span className="related-badges">
          <LevelBadge level={video.level} />
          {video.premium && <PremiumBadge />}
        </span>
        <span className="related-channel">{video.channelName}</span>
      </span>
    </Link>
  );
}

/**
 * The cards on the first screen: none on a phone (the list is under the player and the details),
 * a column's worth beside the player on a desktop. The server renders those only, and the browser
 * the others once it is idle after taking the page over (useBelowFirstScreen).
 */
const FIRST_SCREEN_CARDS = { phone: 0, desktop: 6 };

/** "More videos like this" with the Autoplay and Skip watched switches (docs/screens.md). */
export function RelatedVideos({
  related,
  autoplay,
  onAutoplayChange,
  skipWatched,
  onSkipWatchedChange,
  notice = "",
}: RelatedVideosProps) {
  const headingId = useId();
  const shown = visibleRelated(related, skipWatched);
  const all = useBelowFirstScreen();
  const { desktop } = useAppContext();
  const drawn = all ? shown : shown.slice(0, desktop ? FIRST_SCREEN_CARDS.desktop : FIRST_SCREEN_CARDS.phone);
  return (
    <aside className="watch-related" aria-labelledby={headingId}>
      <div className="watch-related-head">
        <h2 id={headingId} className="watch-related-title">
          More videos like this
        </h2>
        <div className="watch-switches">
          <Switch className="mb-0" label="Autoplay" checked={autoplay} onChange={onAutoplayChange} />
          <Switch
            className="mb-0"
            label="Skip watched"
            checked={skipWatched}
            onChange={onSkipWatchedChange}
          />
        </div>
      </div>
      {/* Always in the page, so that a notice set later is announced. */}
      <p className="watch-autoplay-notice" role="status">
        {notice}
      </p>
      {drawn.length > 0 && (
        <ul className="related-list">
          {drawn.map((video) => (
            <li key={video.id}>
              <RelatedCard video={video} />
            </li>
          ))}
        </ul>
      )}
      {shown.length === 0 && (
        <p className="text-body-secondary small mb-0">
          {related.length > 0
            ? "You have watched all of these. Turn off “Skip watched” to see them again."
            : "No similar videos yet."}
        </p>
      )}
    </aside>
  );
}
