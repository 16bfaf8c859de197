import "./hidden-videos-list.css";
import type { HiddenVideo } from "../../../shared/contracts/hidden-videos";
import { localDateOf } from "../../../shared/domain/dates";
import { formatDay, formatSeconds } from "../../../shared/domain/time-format";
import { useAppContext } from "../../app/app-context";
import { CallFailure } from "../../components/call-failure";
import { Link } from "../../lib/router/link";
import { useHiddenVideos, useUnhideVideo } from "../browse/index";

function HiddenVideoItem({ video, timeZone }: { video: HiddenVideo; timeZone: string }) {
  const unhide = useUnhideVideo();
  return (
    <li className="hidden-videos-item">
      <div className="hidden-videos-name">
        <Link to={`/watch/${encodeURIComponent(video.id)}`}>{video.title}</Link>
        <span className="hidden-videos-note">
          {" "}
          {video.level} · {video.channelName} · {formatSeconds(video.duration)} · hidden{" "}
          {formatDay(localDateOf(Date.parse(video.hiddenAt), timeZone))}
        </span>
        <CallFailure
          error={unhide.error}
          lead="Could not show it again: "
          as="span"
          className="text-danger d-block"
        />
      </div>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={unhide.isPending}
        onClick={() => unhide.mutate(video.id)}
        aria-label={`Show again: ${video.title}`}
      >
        Show again
      </button>
    </li>
  );
}

/**
 * "Hidden videos" under the History card (docs/screens.md "Learner pages"): what the learner hid from Browse, the
 * last hidden first, each with "Show again", which puts it back in Browse and takes it off this list.
 */
export function HiddenVideosList() {
  const { user } = useAppContext();
  const query = useHiddenVideos(user.id);
  const videos = query.data?.videos;

  return (
    <section className="hidden-videos" aria-labelledby="hidden-videos-title">
      <h3 id="hidden-videos-title" className="h5 mt-4">
        Hidden videos
      </h3>
      {query.isError && !videos && (
        <p className="text-danger">Could not load your hidden videos: {query.error.message}</p>
      )}
      {!videos && !query.isError && <p className="text-body-secondary">Loading your hidden videos…</p>}
      {videos?.length === 0 && (
        <p className="text-body-secondary">
          None. A video you hide with “Hide this video” leaves Browse and is listed here.
        </p>
      )}
      {videos && videos.length > 0 && (
        <ul className="hidden-videos-list" aria-labelledby="hidden-videos-title">
          {videos.map((video) => (
            <HiddenVideoItem key={video.id} video={video} timeZone={user.timezone} />
          ))}
        </ul>
      )}
    </section>
  );
}
