import "../../styles/bootstrap/forms-and-dialogs.scss";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { User } from "../../../shared/contracts/user";
import type { Video } from "../../../shared/contracts/video";
import { isWatched, videoRoutes } from "../../../shared/contracts/video-values";
import { hasPremiumAccess, isAdmin } from "../../../shared/domain/roles";
import { ApiRequestError, apiSend } from "../../lib/api";
import { useNavigate } from "../../lib/router/location";
import { downloadAndSave } from "./download-file";
import { HideVideoAction } from "./hide-video-action";
import { markWatchDataStale } from "./video-query";
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
    missing: "Transcription is not available for this video.",
  },
  mp3: {
    label: "Download audio (.mp3)",
    path: videoRoutes.audioMp3,
    missing: "Audio is not available for this video.",
  },
} as const;
type DownloadKind = keyof typeof DOWNLOADS;
type Busy = "watched" | "delete" | DownloadKind | null;

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null);

interface VideoActionsProps {
  video: Video;
  user: User;
  openLogIn: () => void;
  /** The player's speed select, shown first in the toolbar. */
  speedControl?: ReactNode;
}

/** Mark as watched, the premium downloads and, for admins, delete (docs/screens.md "Messages"; docs/product-rules.md "Roles"). */
export function VideoActions({ video, user, openLogIn, speedControl }: VideoActionsProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [marked, setMarked] = useState(false);
  const watched = marked || isWatched(video);
  const premium = hasPremiumAccess(user);

  async function run(kind: Exclude<Busy, null>, action: () => Promise<void>) {
    setError(null);
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  const markAsWatched = () =>
    run("watched", async () => {
      try {
        await apiSend(videoRoutes.markAsWatched(video.id));
        setMarked(true);
        await markWatchDataStale(queryClient, true);
      } catch (err) {
        if (statusOf(err) === 401) openLogIn();
        else setError(MARK_FAILED);
      }
    });

  const download = (kind: DownloadKind) => {
    // Anonymous visitors sign in first; free members are shown what Premium offers (docs/product-rules.md "Roles").
    if (user.isAnonymous) return openLogIn();
    if (!premium) return navigate("/premium");
    void run(kind, async () => {
      try {
        await downloadAndSave(DOWNLOADS[kind].path(video.id), video.title, kind);
      } catch (err) {
        const status = statusOf(err);
        if (status === 401) navigate("/premium");
        else if (status === 404) setError(DOWNLOADS[kind].missing);
        else setError(err instanceof Error ? err.message : "The download failed. Please try again.");
      }
    });
  };

  const remove = () => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    void run("delete", async () => {
      try {
        await apiSend(videoRoutes.delete(video.id));
      } catch {
        setError(DELETE_FAILED);
        return;
      }
      await markWatchDataStale(queryClient);
      window.alert(DELETE_DONE);
      navigate("/browse");
    });
  };

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
            onClick={() => void markAsWatched()}
            disabled={busy === "watched"}
          >
            <WatchIcon name="check" /> Mark as watched
          </button>
        )}
        <HideVideoAction videoId={video.id} />
      </div>
      <div className="watch-toolbar-group">
        {(Object.keys(DOWNLOADS) as DownloadKind[]).map((kind) => (
          <button
            key={kind}
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => download(kind)}
            disabled={busy === kind}
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
            onClick={remove}
            disabled={busy === "delete"}
          >
            <WatchIcon name="trash" /> Delete video
          </button>
        )}
      </div>
      {error && (
        <div className="alert alert-danger alert-dismissible watch-toolbar-alert" role="alert">
          {error}
          <button
            type="button"
            className="btn-close py-2"
            aria-label="Close"
            onClick={() => setError(null)}
          />
        </div>
      )}
    </div>
  );
}
