import type { ReactNode } from "react";
import type { Video } from "../../../shared/contracts/video";
import { formatCommaList } from "../../../shared/domain/comma-list";
import { levelBadgeKind } from "../../../shared/domain/levels";
import { formatDay } from "../../../shared/domain/time-format";
import { useHydrated } from "../../app/use-hydrated";
import { VideoStatusBadges } from "../../components/video-status-badges";
import { Link } from "../../lib/router/link";
import { localWallClock } from "../../lib/wall-clock";
import { WatchIcon } from "./watch-icons";

/**
 * The day the video came out, written as every page writes a day ("1 Mar 2025"), in the learner's
 * time zone. The server's render of the page does not know it, so that render and the browser's
 * hydration of it show the UTC day (the same on both sides); the learner's own follows at once
 * (another day only near midnight).
 */
function formatUploadDate(iso: string, zone: "local" | "utc"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatDay(zone === "utc" ? date.toISOString() : localWallClock(date));
}

/** A browse link filtered by one value of a facet (comma lists quote values with commas). */
export function browseLink(facet: "levels" | "topics", value: string): string {
  return `/browse?${new URLSearchParams({ [facet]: formatCommaList([value]) })}`;
}

export function LevelBadge({ level, link = false }: { level: string; link?: boolean }) {
  const className = `level-badge-${levelBadgeKind(level)}`;
  if (!link) return <span className={className}>{level}</span>;
  return (
    <Link to={browseLink("levels", level)} className={className} title={`Browse ${level} videos`}>
      {level}
    </Link>
  );
}

export function PremiumBadge() {
  return <span className="watch-premium-badge">Premium</span>;
}

interface VideoHeadingProps {
  video: Video;
  locked: boolean;
  /** Admins see whether the video is hidden or scheduled. */
  showStatus?: boolean;
  /** Beside the level: the video's difficulty and the learner's coverage, once the page is live. */
  words?: ReactNode;
}

/** Title, level, channel, date and speakers of the video. */
export function VideoHeading({ video, locked, showStatus = false, words }: VideoHeadingProps) {
  const uploaded = formatUploadDate(video.uploadDate, useHydrated() ? "local" : "utc");
  return (
    <div className="watch-heading">
      <h1 className="watch-title">{video.title}</h1>
      <div className="watch-meta">
        <LevelBadge level={video.level} link />
        {words}
        {video.premium && <PremiumBadge />}
        {showStatus && <VideoStatusBadges video={video} />}
        {locked && (
          <span className="watch-locked-note">
            <WatchIcon name="lock" size={16} /> For Premium members
          </span>
        )}
        {/* Channel and date wrap together, so the separator never starts a line. */}
        <span className="watch-byline">
          <span className="watch-channel">{video.channelName}</span>
          {uploaded && (
            <time className="watch-date" dateTime={video.uploadDate}>
              {uploaded}
            </time>
          )}
        </span>
      </div>
      {video.speakers.length > 0 && (
        <p className="watch-speakers">
          <span className="text-body-secondary">{video.speakers.length > 1 ? "Speakers" : "Speaker"}:</span>{" "}
          {video.speakers.join(", ")}
        </p>
      )}
    </div>
  );
}

/** The description and the topic tags, each leading to browse filtered by it. */
export function VideoAbout({ video }: { video: Video }) {
  if (!video.description && video.tags.length === 0) return null;
  return (
    <div className="watch-about">
      {video.description && <p className="watch-description">{video.description}</p>}
      {video.tags.length > 0 && (
        <ul className="watch-tags" aria-label="Topics">
          {video.tags.map((tag) => (
            <li key={tag}>
              <Link to={browseLink("topics", tag)} className="watch-tag">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
