import { useEffect, useRef, useState } from "react";
import { useHideVideo, useUnhideVideo, VIDEO_HIDDEN } from "../browse/index";

/**
 * "Hide this video" on the watch page ("Not interested", docs/browse.md "Hidden videos"): the video leaves the visitor's
 * browse; the page stays, with "Video hidden." and Undo in its place.
 */
export function HideVideoAction({ videoId }: { videoId: string }) {
  const hide = useHideVideo();
  const unhide = useUnhideVideo();
  const [hidden, setHidden] = useState(false);
  const undoRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  // The button that had the focus is replaced: the focus goes to the one that takes its place.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (hidden ? undoRef : hideRef).current?.focus();
  }, [hidden]);

  const change = (toHidden: boolean) => {
    const mutation = toHidden ? hide : unhide;
    mutation.mutate(videoId, {
      onSuccess: () => {
        moveFocus.current = true;
        setHidden(toHidden);
      },
    });
  };

  const error = hide.error ?? unhide.error;
  return (
    <>
      {hidden ? (
        <span className="watch-hidden-state" role="status">
          {VIDEO_HIDDEN}{" "}
          <button
            ref={undoRef}
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => change(false)}
            disabled={unhide.isPending}
          >
            Undo
          </button>
        </span>
      ) : (
        <button
          ref={hideRef}
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => change(true)}
          disabled={hide.isPending}
        >
          Hide this video
        </button>
      )}
      {error && (
        <span className="text-danger small" role="alert">
          {hidden ? "Could not show the video again: " : "Could not hide the video: "}
          {error.message}
        </span>
      )}
    </>
  );
}
