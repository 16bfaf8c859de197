import "../../styles/bootstrap/forms-and-dialogs.scss";
import { type ReactNode, Suspense, useState } from "react";
import { DOWNLOAD_MISSING_TEXTS } from "../../../shared/contracts/download-texts";
import type { User } from "../../../shared/contracts/user";
import type { Video } from "../../../shared/contracts/video";
import { isWatched, videoRoutes } from "../../../shared/contracts/video-values";
import { hasPremiumAccess, isAdmin } from "../../../shared/domain/roles";
import { ApiRequestError } from "../../lib/api";
import { useNavigate } from "../../lib/router/location";
import { AddToPlaylistDialog } from "../playlists/index";
import { useDeleteVideo, useMarkAsWatched, useVideoDownload } from "./api/use-video-actions";
import { HideVideoAction } from "./hide-video-action";
import { WatchIcon } from "./watch-icons";

// Texts of docs/screens.md "Messages" and of docs/product-rules.md "Hidden videos".
export const MARK_FAILED = "Failed to mark as watched.";
export const DELETE_CONFIRM = "Are you sure you want to delete this video?";
export const DELETE_DONE = "Video deleted successfully.";
export const DELETE_FAILED = "Failed to delete video.";
const DOWNLOADS = {
  docx: {
    label: "Download transcript (.docx)",
    path: videoRoutes.transcriptDocx,
    missing: DOWNLOAD_MISSING_TEXTS.docx,
  },
  mp3: {
    label: "Download audio (.mp3)",
    path: videoRoutes.audioMp3,
    missing: DOWNLOAD_MISSING_TEXTS.mp3,
  },
} as const;
type DownloadKind = keyof typeof DOWNLOADS;

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null);

/** The download's sentence for a failure the toolbar shows (401 goes to /premium instead). */
function downloadFailure(kind: DownloadKind, error: unknown): string {
  if (statusOf(error) === 404) return DOWNLOADS[kind].missing;
  return error instanceof Error ? error.message : "The download failed. Please try again.";
}

interface VideoActionsProps {
  video: Video;
  user: User;
  openLogIn: () => void;
  /** The player's speed select, shown first in the toolbar. */
  speedControl?: ReactNode;
}

/**
 * Mark as watched, the premium downloads and, for admins, delete. Each is a mutation
 * (api/use-video-actions.ts): its pending state disables its button, and the toolbar's one alert
 * shows the failure of the last action tried (starting another clears it).
 */
export function VideoActions({ video, user, openLogIn, speedControl }: VideoActionsProps) {
  const navigate = useNavigate();
  const mark = useMarkAsWatched(video.id);
  const download = useVideoDownload(video.title);
  const remove = useDeleteVideo(video.id);
  const watched = mark.isSuccess || isWatched(video);
  const premium = hasPremiumAccess(user);
  const downloading = download.isPending ? (download.variables.extension as DownloadKind) : null;
  const [adding, setAdding] = useState(false);

  // Only failures are cleared: a done "mark as watched" keeps its button showing "Watched".
  const clearErrors = () => {
    for (const action of [mark, download, remove]) if (action.isError) action.reset();
  };

  const markAsWatched = () => {
    clearErrors();
    mark.mutate(undefined, {
      onError: (err) => {
        if (statusOf(err) === 401) openLogIn();
      },
    });
  };

  const startDownload = (kind: DownloadKind) => {
    // Anonymous visitors sign in first; free members are shown what Premium offers (docs/product-rules.md "Roles").
    if (user.isAnonymous) return openLogIn();
    if (!premium) return navigate("/premium");
    clearErrors();
    download.mutate(
      { path: DOWNLOADS[kind].path(video.id), extension: kind },
      {
        onError: (err) => {
          if (statusOf(err) === 401) navigate("/premium");
        },
      },
    );
  };

  const deleteVideo = () => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    clearErrors();
    remove.mutate(undefined, {
      onSuccess: () => {
        window.alert(DELETE_DONE);
        navigate("/browse");
      },
    });
  };

  // A 401 is not shown: it opened the sign-in (mark) or went to /premium (downloads).
  const error =
    mark.isError && statusOf(mark.error) !== 401
      ? MARK_FAILED
      : download.isError && statusOf(download.error) !== 401
        ? downloadFailure(download.variables.extension as DownloadKind, download.error)
        : remove.isError
          ? DELETE_FAILED
          : null;

  return (
    <div className="watch-toolbar">
      <div className="watch-toolbar-group">
        {speedControl}
        {watched ? (
          <span className="watch-watched-state" role="status">
            <WatchIcon name="check" /> Watched
          </span>
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={markAsWatched}
            disabled={mark.isPending}
          >
            <WatchIcon name="check" /> Mark as watched
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-haspopup="dialog"
          onClick={() => setAdding(true)}
        >
          <span aria-hidden="true">＋ </span>Add to playlist
        </button>
        {adding && (
          <Suspense fallback={null}>
            <AddToPlaylistDialog userId={user.id} video={video} onClose={() => setAdding(false)} />
          </Suspense>
        )}
        <HideVideoAction videoId={video.id} />
      </div>
      <div className="watch-toolbar-group">
        {(Object.keys(DOWNLOADS) as DownloadKind[]).map((kind) => (
          <button
            key={kind}
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => startDownload(kind)}
            disabled={downloading === kind}
            title={premium ? undefined : "A Premium feature"}
          >
            <WatchIcon name={premium ? "download" : "lock"} /> {DOWNLOADS[kind].label}
            {!premium && <span className="visually-hidden"> (Premium)</span>}
          </button>
        ))}
        {isAdmin(user) && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={deleteVideo}
            disabled={remove.isPending}
          >
            <WatchIcon name="trash" /> Delete video
          </button>
        )}
      </div>
      {error && (
        <div className="alert alert-danger alert-dismissible watch-toolbar-alert" role="alert">
          {error}
          <button type="button" className="btn-close py-2" aria-label="Close" onClick={clearErrors} />
        </div>
      )}
    </div>
  );
}
