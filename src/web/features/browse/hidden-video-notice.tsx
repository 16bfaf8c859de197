import "./hidden-video-notice.css";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { unhideVideo } from "./api/use-hide-video";
import {
  setHiddenNotice,
  updateHiddenNotice,
  useHiddenNotice,
  VIDEO_HIDDEN,
} from "./hidden-video-notice-store";

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Please try again.");

/**
 * The notice after "Hide this video" on a card: "Video hidden." with Undo, until closed. A status
 * region that is always in the page (so screen readers announce what enters it); its first button
 * takes the focus, since the menu item that had it left with the card.
 */
export function HiddenVideoNotice() {
  const queryClient = useQueryClient();
  const notice = useHiddenNotice();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const state = notice?.state;
  const videoId = notice?.videoId;

  // Each new state that ends a step (another video hidden too) puts the focus on its first button.
  useEffect(() => {
    if (videoId && (state === "hidden" || state === "restored" || state === "hide-failed"))
      buttonRef.current?.focus();
  }, [videoId, state]);

  // Leaving the page leaves the notice behind.
  useEffect(() => () => setHiddenNotice(null), []);

  const undo = async () => {
    if (!notice) return;
    const { videoId } = notice;
    updateHiddenNotice(videoId, { state: "undoing" });
    try {
      await unhideVideo(queryClient, videoId);
      updateHiddenNotice(videoId, { state: "restored" });
    } catch (error) {
      updateHiddenNotice(videoId, { state: "undo-failed", error: errorText(error) });
    }
  };
  const close = () => setHiddenNotice(null);

  return (
    <div role="status" className="hidden-video-notice-region">
      {notice && (
        <div className={`hidden-video-notice${notice.state.endsWith("failed") ? " is-error" : ""}`}>
          <p className="hidden-video-notice-text">
            {notice.state === "hidden" && VIDEO_HIDDEN}
            {notice.state === "undoing" && "Showing the video again…"}
            {notice.state === "restored" && `“${notice.title}” is back in your videos.`}
            {notice.state === "hide-failed" && `Could not hide the video: ${notice.error}`}
            {notice.state === "undo-failed" && `Could not show the video again: ${notice.error}`}
          </p>
          {(notice.state === "hidden" || notice.state === "undo-failed") && (
            <button
              ref={buttonRef}
              type="button"
              className="btn btn-sm hidden-video-notice-undo"
              onClick={() => void undo()}
            >
              Undo
            </button>
          )}
          <button
            ref={notice.state === "hidden" || notice.state === "undo-failed" ? undefined : buttonRef}
            type="button"
            className="btn btn-sm hidden-video-notice-close"
            onClick={close}
            disabled={notice.state === "undoing"}
          >
            Close
          </button>
        </div>
      )}
    </div>
  );
}
