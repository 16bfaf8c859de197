import { useEffect, useRef, useState } from "react";
import { CallFailure } from "../../components/call-failure";
import { useHideVideo, useUnhideVideo, VIDEO_HIDDEN } from "../browse/index";

/**
 * "Hide this video" on the watch page ("Not interested", docs/browse.md "Hidden videos"): the video leaves the visitor's
 * browse; the page stays, with "Video hidden." and Undo in its place.
 */
export function HideVideoAction({ videoId }: { videoId: string }) {
  const hide = useHideVideo();
  const unhide = useUnhideVideo();
  const [hidden, setHidden] = useState(false);
  // "Hide this video" and Undo are one button that moves into the notice and out: a new element
  // each time, so the focus it had is given to it again.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: hidden is a trigger (the button was replaced), not a value read.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    buttonRef.current?.focus();
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
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className="btn btn-outline-secondary btn-sm"
      onClick={() => change(!hidden)}
      disabled={(hidden ? unhide : hide).isPending}
    >
      {hidden ? "Undo" : "Hide this video"}
    </button>
  );
  return (
    <>
      {hidden ? (
        <span className="watch-hidden-state" role="status">
          {VIDEO_HIDDEN} {button}
        </span>
      ) : (
        button
      )}
      <CallFailure
        error={error}
        lead={hidden ? "Could not show the video again: " : "Could not hide the video: "}
        as="span"
        className="text-danger small"
      />
    </>
  );
}
