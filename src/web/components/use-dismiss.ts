import { type RefObject, useEffect } from "react";

/**
 * Closes an open popup (a menu, the notifications panel) on a pointer down outside `rootRef` and
 * on Escape wherever focus is (a mouse user's focus stays on the toggle). Escape asks `close` to
 * return focus to the toggle; an outside pointer does not, its user is going elsewhere.
 */
export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  close: (returnFocus: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onEscape);
    };
  }, [open, rootRef, close]);
}
