import "../../styles/bootstrap/forms-and-dialogs.scss";
import { type FormEvent, useId } from "react";
import Modal from "react-bootstrap/Modal";
import { PLAYLIST_NAME_MAX } from "../../../shared/contracts/playlists-values";
import type { Video } from "../../../shared/contracts/video";
import { BusyButton } from "../../components/busy-button";
import { videoCountOf } from "./api/playlist-query";
import { useCreatePlaylist, usePlaylists, useTogglePlaylistVideo } from "./api/use-playlists";

interface AddToPlaylistDialogProps {
  /** Whose playlists (the cache's key). */
  userId: string;
  video: Pick<Video, "id" | "title">;
  onClose: () => void;
}

/**
 * "Add to playlist" (docs/screens.md "Add to playlist"), from a card's menu and the watch page:
 * the visitor's playlists with a checkbox each (checked: the video is in it; a change is saved at
 * once) and "New playlist", which makes one holding the video. Loaded on first use (React.lazy,
 * add-from-card.tsx): nothing of it weighs on the first screen of /browse or /watch.
 */
export default function AddToPlaylistDialog({ userId, video, onClose }: AddToPlaylistDialogProps) {
  const titleId = useId();
  const nameId = useId();
  const lists = usePlaylists(userId, video.id);
  const toggle = useTogglePlaylistVideo();
  const create = useCreatePlaylist();

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "");
    create.mutate({ name, videoId: video.id }, { onSuccess: () => form.reset() });
  };

  const failure = toggle.error ?? create.error ?? lists.error;
  return (
    <Modal show onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          Add to playlist
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small mb-2">{video.title}</p>
        {lists.isPending ? (
          <p role="status">Loading your playlists…</p>
        ) : (
          <fieldset className="mb-3">
            <legend className="visually-hidden">Playlists</legend>
            {lists.data?.playlists.map((playlist) => {
              const busy = toggle.isPending && toggle.variables.id === playlist.id;
              const checked = busy ? toggle.variables.add : playlist.hasVideo;
              return (
                <div className="form-check" key={playlist.id}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${nameId}-${playlist.id}`}
                    checked={checked}
                    disabled={busy}
                    onChange={(e) =>
                      toggle.mutate({ id: playlist.id, videoId: video.id, add: e.currentTarget.checked })
                    }
                  />
                  <label className="form-check-label" htmlFor={`${nameId}-${playlist.id}`}>
                    {playlist.name}{" "}
                    <span className="text-body-secondary small">({videoCountOf(playlist.videos)})</span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}
        <form onSubmit={onCreate} noValidate>
          <label htmlFor={nameId} className="form-label">
            New playlist
          </label>
          <div className="d-flex gap-2">
            <input
              id={nameId}
              name="name"
              className="form-control"
              maxLength={PLAYLIST_NAME_MAX}
              autoComplete="off"
              required
            />
            <BusyButton busy={create.isPending} className="btn btn-outline-primary text-nowrap">
              Create
            </BusyButton>
          </div>
        </form>
        {failure && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {failure.message}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Done
        </button>
      </Modal.Footer>
    </Modal>
  );
}
