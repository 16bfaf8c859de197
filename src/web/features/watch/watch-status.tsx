import { type ReactNode, useId } from "react";
import { Link } from "../../lib/router/link";
import { WatchIcon } from "./watch-icons";

export const VIDEO_GONE_TEXT = "This video does not exist or was removed";

/** While the video loads: the player's place is kept, so nothing jumps when it arrives. */
export function WatchLoading() {
  return (
    <div className="watch-page" aria-busy="true">
      <div className="watch-main">
        <div className="watch-player watch-player-loading">
          <div className="spinner-border text-light" role="status">
            <span className="visually-hidden">Loading the video…</span>
          </div>
        </div>
        <div className="watch-skeleton-line" />
        <div className="watch-skeleton-line watch-skeleton-short" />
      </div>
    </div>
  );
}

function StatusCard({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section className="watch-status" aria-labelledby={headingId}>
      <h1 id={headingId} className="watch-title">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** 404: an unknown or deleted video. */
export function VideoGone() {
  return (
    <StatusCard title={`${VIDEO_GONE_TEXT}.`}>
      <p className="text-body-secondary">It may have been taken down, or the link may be mistyped.</p>
      <Link to="/browse" className="btn btn-primary">
        Browse videos
      </Link>
    </StatusCard>
  );
}

/** 401 for an anonymous visitor: a premium video. It explains and offers the log-in, which opens only when asked. */
export function VideoNeedsLogIn({ onLogIn }: { onLogIn: () => void }) {
  return (
    <StatusCard title="This is a Premium video">
      <p className="text-body-secondary">
        <WatchIcon name="lock" /> Log in with a Premium membership to watch it.
      </p>
      <ActionAndLink action="Log in" onAction={onLogIn} to="/premium" link="About Premium" />
    </StatusCard>
  );
}

/** Any other failure (network, server fault): the learner can try again. */
export function VideoLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusCard title="The video could not be loaded">
      <p className="text-body-secondary">{message}</p>
      <ActionAndLink action="Try again" onAction={onRetry} to="/browse" link="Browse videos" />
    </StatusCard>
  );
}

/** A refusal or failure card's two ways on: a button that may fix it, and a link elsewhere. */
function ActionAndLink(props: { action: ReactNode; onAction: () => void; to: string; link: ReactNode }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="button" className="btn btn-primary" onClick={props.onAction}>
        {props.action}
      </button>
      <Link to={props.to} className="btn btn-outline-primary">
        {props.link}
      </Link>
    </div>
  );
}
