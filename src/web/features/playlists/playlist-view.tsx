import "../../styles/bootstrap/forms-and-dialogs.scss";
import "../../styles/account.css";
import { type FormEvent, useId, useState } from "react";
import { PLAYLIST_NAME_MAX } from "../../../shared/contracts/playlists-values";
import { formatDuration } from "../../../shared/domain/time-format";
import { useAppContext } from "../../app/app-context";
import { BusyButton } from "../../components/busy-button";
import { MoveButtons, moved } from "../../components/move-buttons";
import { PageSection } from "../../components/page-section";
import { usePageTitle } from "../../components/use-page-title";
import { ApiRequestError } from "../../lib/api";
import { Link } from "../../lib/router/link";
import { useNavigate } from "../../lib/router/location";
import { playlistFiguresOf, playlistWatchPath, usePlaylist } from "./api/playlist-query";
import { useDeletePlaylist, useTogglePlaylistVideo, useUpdatePlaylist } from "./api/use-playlists";

export const DELETE_PLAYLIST_CONFIRM = "Delete this playlist? Its videos stay in the catalog.";

/**
 * A playlist's page, /playlists/:id (docs/screens.md "A playlist"; playlists-page.tsx shows it): its videos in order, Play (the first playable one,
 * autoplay following the playlist), rename, delete, remove a video and reorder by dragging a row
 * or with its "Move up" / "Move down" buttons (the keyboard's way).
 */
export function PlaylistView({ id }: { id: string }) {
  const { user } = useAppContext();
  const navigate = useNavigate();
  const query = usePlaylist(user.id, id);
  const update = useUpdatePlaylist(user.id, id);
  const remove = useTogglePlaylistVideo();
  const deletion = useDeletePlaylist();
  const [renaming, setRenaming] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const nameId = useId();
  usePageTitle(query.data?.playlist.name ?? "Playlist");

  if (query.isPending) return <p role="status">Loading the playlist…</p>;
  if (query.error) {
    const gone = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <PageSection
        title={gone ? "Playlist not found" : "The playlist could not be loaded"}
        className="playlists-page"
      >
        <p>{query.error.message}</p>
        <Link to="/playlists">Back to My Playlists</Link>
      </PageSection>
    );
  }

  const { playlist, videos } = query.data;
  const ids = videos.map((v) => v.id);
  const first = videos.find((v) => v.url !== null);
  const reorder = (from: number, to: number) => update.mutate({ videoIds: moved(ids, from, to) });

  const onRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    update.mutate({ name }, { onSuccess: () => setRenaming(false) });
  };

  const onDelete = () => {
    if (!window.confirm(DELETE_PLAYLIST_CONFIRM)) return;
    deletion.mutate(playlist.id, { onSuccess: () => navigate("/playlists") });
  };

  const failure = update.error ?? remove.error ?? deletion.error;
  return (
    <PageSection
      title={playlist.name}
      className="playlists-page"
      above={
        <p className="mb-1">
          <Link to="/playlists">My Playlists</Link>
        </p>
      }
    >
      <p>{playlistFiguresOf(playlist)}</p>
      <div className="playlist-toolbar">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!first}
          onClick={() =>
            first && navigate(playlistWatchPath(first.id, playlist.id), { state: { autoplay: true } })
          }
        >
          ▶ Play
        </button>
        {!playlist.watchLater && !renaming && (
          <button type="button" className="btn btn-outline-secondary" onClick={() => setRenaming(true)}>
            Rename
          </button>
        )}
        {!playlist.watchLater && (
          <BusyButton
            type="button"
            busy={deletion.isPending}
            className="btn btn-outline-danger"
            onClick={onDelete}
          >
            Delete playlist
          </BusyButton>
        )}
      </div>
      {renaming && (
        <form onSubmit={onRename} noValidate className="d-flex gap-2 align-items-end mb-3">
          <div className="flex-grow-1">
            <label htmlFor={nameId} className="form-label">
              New name
            </label>
            <input
              id={nameId}
              name="name"
              className="form-control"
              defaultValue={playlist.name}
              maxLength={PLAYLIST_NAME_MAX}
              autoComplete="off"
              required
            />
          </div>
          <BusyButton busy={update.isPending} className="btn btn-primary">
            Save
          </BusyButton>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure.message}
        </div>
      )}
      {videos.length === 0 ? (
        <p>No videos yet. Add one from a video's menu (⋯) or from its page.</p>
      ) : (
        <ol className="playlist-list" aria-label="Videos">
          {videos.map((video, i) => (
            <li
              key={video.id}
              className={`playlist-row${dropAt === i && dragFrom !== i ? " is-drop-target" : ""}`}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", video.id);
                setDragFrom(i);
              }}
              onDragOver={(e) => {
                if (dragFrom === null) return;
                e.preventDefault();
                setDropAt(i);
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom !== null && dragFrom !== i) reorder(dragFrom, i);
                setDragFrom(null);
                setDropAt(null);
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setDropAt(null);
              }}
            >
              <img className="playlist-video-thumb" src={video.thumbnailUrl} alt="" draggable={false} />
              <div className="playlist-row-main">
                <Link to={playlistWatchPath(video.id, playlist.id)} className="fw-semibold">
                  {video.title}
                </Link>
                <div className="small">
                  {formatDuration(video.duration)} · {video.level}
                  {video.url === null && " · Premium"}
                </div>
              </div>
              <div className="playlist-row-actions">
                <MoveButtons
                  index={i}
                  count={videos.length}
                  name={video.title}
                  disabled={update.isPending}
                  onMove={(to) => reorder(i, to)}
                />
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: playlist.id, videoId: video.id, add: false })}
                  aria-label={`Remove: ${video.title}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </PageSection>
  );
}
