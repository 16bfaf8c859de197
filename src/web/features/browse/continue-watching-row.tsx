import "./continue-watching-row.css";
import { useContinueWatching } from "./api/use-continue-watching";
import { VideoCard } from "./video-card";

interface ContinueWatchingRowProps {
  userId: string;
  /** The viewer has no premium (and is no admin): premium videos show a lock, as in the grid. */
  locked: boolean;
  /** The viewer is an admin: hidden and scheduled videos say so, as in the grid. */
  showStatus: boolean;
}

/**
 * "Continue watching" (docs/browse.md "Continue watching"): the videos the visitor started and has not
 * finished, the last watched first, as the grid's cards (their red bar is the part watched; the
 * card's link opens the watch page, which resumes at the position). One row that scrolls sideways;
 * the cards' links are in the tab order, and the browser scrolls the focused one into view. Shows
 * nothing while loading, on an error (the grid below is the page) and when there is nothing to resume.
 */
export function ContinueWatchingRow({ userId, locked, showStatus }: ContinueWatchingRowProps) {
  const { data } = useContinueWatching(userId);
  const videos = data?.videos ?? [];
  if (videos.length === 0) return null;
  return (
    <section className="continue-watching" aria-labelledby="continue-watching-title">
      <h2 id="continue-watching-title" className="continue-watching-title">
        Continue watching
      </h2>
      <ul className="continue-watching-list">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} locked={locked} showStatus={showStatus} titleLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
