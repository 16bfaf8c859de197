import "../../styles/account.css";
import { WATCH_LATER_NAME } from "../../../shared/contracts/playlists-values";
import { useAppContext } from "../../app/app-context";
import { PageSection } from "../../components/page-section";
import { Link } from "../../lib/router/link";
import { useParams } from "../../lib/router/routes";
import { playlistFiguresOf } from "./api/playlist-query";
import { usePlaylists } from "./api/use-playlists";
import { PlaylistView } from "./playlist-view";

/**
 * /playlists and /playlists/:id: one module for both routes (router.tsx), so that the route
 * table's list of what pages need stays within the first screen's script budget
 * (docs/web-performance.md "Targets").
 */
export function Component() {
  const { id } = useParams();
  return id ? <PlaylistView id={id} /> : <PlaylistList />;
}

/** /playlists: the visitor's playlists, "Watch later" first (docs/screens.md "My Playlists"). */
function PlaylistList() {
  const { user } = useAppContext();
  const lists = usePlaylists(user.id);

  return (
    <PageSection title="My Playlists" className="playlists-page">
      <p className="text-body-secondary">
        Add a video from its card's menu (⋯) or from its page. "{WATCH_LATER_NAME}" is always here.
      </p>
      {lists.isPending && <p role="status">Loading your playlists…</p>}
      {lists.error && (
        <div className="alert alert-danger" role="alert">
          {lists.error.message}
        </div>
      )}
      {lists.data && (
        <ul className="playlist-list">
          {lists.data.playlists.map((playlist) => (
            <li key={playlist.id} className="playlist-row">
              <Link to={`/playlists/${playlist.id}`} className="playlist-row-main fw-semibold">
                {playlist.name}
              </Link>
              <span>{playlistFiguresOf(playlist)}</span>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
