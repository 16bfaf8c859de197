import { useEffect, useId, useRef } from "react";
import { PLAYER_SHORTCUTS } from "./player-shortcuts";

/**
 * The list of the player's keyboard shortcuts ("?" on the watch page, or its button). A native
 * modal dialog: it takes the focus, Escape closes it, and the focus goes back where it was.
 */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="watch-shortcuts" aria-labelledby={headingId} onClose={onClose}>
      <h2 id={headingId} className="h5">
        Keyboard shortcuts
      </h2>
      <p className="small text-body-secondary">Anywhere on this page but in a text field.</p>
      <dl className="watch-shortcuts-list">
        {PLAYER_SHORTCUTS.map(({ keys, label }) => (
          <div key={label}>
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && " or "}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{label}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="text-end">
        <button type="submit" className="btn btn-primary btn-sm">
          Close
        </button>
      </form>
    </dialog>
  );
}
