import "./video-card.css";
import { lazy, type ReactNode, Suspense } from "react";
import type { Video } from "../../../shared/contracts/video";
import { isWatched, watchedFraction } from "../../../shared/contracts/video-values";
import { levelBadgeKind } from "../../../shared/domain/levels";
import { formatSeconds } from "../../../shared/domain/time-format";
import { VideoStatusBadges } from "../../components/video-status-badges";
import { VideoThumbnail } from "../../components/video-thumbnail";
import { Link } from "../../lib/router/link";
import { LockIcon } from "./browse-icons";
import { levelLink } from "./browse-url-state";

const CardCoverage = lazy(() => import("./card-coverage"));

interface VideoCardProps {
  video: Video;
  /** The viewer has no premium (and is no admin): premium videos show a lock. */
  locked: boolean;
  /** The viewer is an admin: hidden and scheduled videos say so. */
  showStatus?: boolean;
  /** In the grid's first row: its thumbnail loads at once ("high": first of all, the largest paint). */
  priority?: "high" | "eager";
  /** The card's "More actions" menu (video-card-menu.tsx), at the end of its meta line. */
  menu?: ReactNode;
  /** The title's heading level: 2 in the grid, 3 under a section's own heading (Continue watching). */
  titleLevel?: 2 | 3;
}

/** How wide a card's thumbnail shows: the grid's columns (browse.css) at each breakpoint. */
const THUMBNAIL_SIZES =
  "(min-width: 1900px) 20vw, (min-width: 1300px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw";

/**
 * One video in the grid. The title is the card's link, stretched over the whole card; the level
 * badge sits above it as a link of its own (links cannot nest).
 */
export function VideoCard({
  video,
  locked,
  showStatus = false,
  priority,
  menu,
  titleLevel = 2,
}: VideoCardProps) {
  const Title = titleLevel === 3 ? "h3" : "h2";
  const kind = levelBadgeKind(video.level);
  const fraction = watchedFraction(video);
  const watched = isWatched(video);
  const partlyWatched = fraction > 0 && !watched;
  return (
    <article className={`video-card${watched ? " is-watched" : ""}`}>
      <div className="video-card-thumb">
        <VideoThumbnail
          src={video.thumbnailUrl}
          title={video.title}
          kind={kind}
          priority={priority}
          sizes={THUMBNAIL_SIZES}
        />
        {video.premium && locked && (
          <span className="video-card-lock" title="Premium video">
            <LockIcon size={18} />
            <span className="visually-hidden">Locked: for Premium members</span>
          </span>
        )}
        {watched && (
          <span className="video-card-watched">
            <span aria-hidden="true">✓ </span>Watched
          </span>
        )}
        <span className="video-card-duration">
          <span className="visually-hidden">Duration </span>
          {formatSeconds(video.duration)}
        </span>
        {partlyWatched && (
          <span className="video-card-progress">
            <span style={{ width: `${Math.max(3, Math.round(fraction * 100))}%` }} />
            <span className="visually-hidden">{Math.round(fraction * 100)}% watched</span>
          </span>
        )}
      </div>
      <div className="video-card-body">
        <Title className="video-card-title">
          <Link to={`/watch/${encodeURIComponent(video.id)}`} className="video-card-link">
            {video.title}
          </Link>
        </Title>
        {/* A line of its own: the meta line below stays one line at every width. */}
        {showStatus && (
          <div className="video-card-status">
            <VideoStatusBadges video={video} />
          </div>
        )}
        <div className="video-card-meta">
          <Link
            to={levelLink(video.level)}
            className={`level-badge-${kind} video-card-level`}
            title={`Show all ${video.level} videos`}
          >
            {video.level}
          </Link>
          {typeof video.difficulty === "number" && (
            <span className="video-card-difficulty">
              <span className="visually-hidden">Difficulty </span>
              {video.difficulty}/100
            </span>
          )}
          {video.premium && <span className="premium-badge">Premium</span>}
          <span className="video-card-channel">{video.channelName}</span>
          {menu}
        </div>
        {video.coverage !== undefined && (
          <Suspense>
            <CardCoverage coverage={video.coverage} />
          </Suspense>
        )}
      </div>
    </article>
  );
}
