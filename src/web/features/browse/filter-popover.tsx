import "./filter-popover.css";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "../../components/icons";
import { usePopupToggle } from "../../components/use-popup-toggle";

interface FilterPopoverProps {
  /** The toggle's accessible name and the panel's, e.g. "Levels". */
  label: string;
  /** What the toggle shows besides the label (a count, a range). */
  summary?: ReactNode;
  /** A filter of this kind is applied: the toggle is highlighted. */
  active: boolean;
  panelClassName?: string;
  children: ReactNode;
}

export const FOCUSABLE = "input:not([disabled]), button:not([disabled])";
const EDGE_GAP = 8;

/**
 * A toolbar button that opens a panel of controls (disclosure pattern). The panel holds real
 * checkboxes and sliders, which keep their own keyboard behaviour; Escape closes the panel and
 * returns focus to the button, and so do a click or a Tab outside it (without taking focus back).
 */
export function FilterPopover({ label, summary, active, panelClassName, children }: FilterPopoverProps) {
  const { open, rootRef, buttonRef, focusInside, id: panelId, close: closePanel, show } = usePopupToggle();
  // Pixels the panel moves left so that it stays on screen (a button near a phone's right edge).
  const [shift, setShift] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(
    (returnFocus: boolean) => {
      setShift(0);
      closePanel(returnFocus);
    },
    [closePanel],
  );

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const { left, right } = panel.getBoundingClientRect();
    const overflow = right - (document.documentElement.clientWidth - EDGE_GAP);
    if (overflow > 0) setShift(-Math.min(overflow, left - EDGE_GAP));
    if (focusInside.current) panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open, focusInside]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(root.contains(document.activeElement));
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      // relatedTarget is null for a click on something unfocusable inside; that is not leaving.
      if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [open, close, rootRef]);

  return (
    <div ref={rootRef} className="filter-popover">
      <button
        ref={buttonRef}
        type="button"
        className={`btn filter-popover-toggle${active ? " is-active" : ""}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // A keyboard click (detail 0) moves focus into the panel; a mouse click leaves it on the button.
        onClick={(event) => (open ? close(false) : show(event.detail === 0))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            show(true);
          }
        }}
      >
        <span>{label}</span>
        {summary}
        <Icon name="chevron" size={16} className="filter-popover-chevron" />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="group"
          aria-label={label}
          className={`filter-popover-panel${panelClassName ? ` ${panelClassName}` : ""}`}
          style={shift ? { left: shift } : undefined}
          // For a panel loaded after it opens (useFocusWhenAsked): it moves focus in itself.
          data-focus-inside={focusInside.current || undefined}
        >
          {children}
        </div>
      )}
    </div>
  );
}
