import { useCallback, useId, useRef, useState } from "react";

/**
 * A toggle button and the popup it opens (a menu, a filter's panel, the notifications): whether
 * the popup is open, the refs of their common root and of the button, the popup's id (the button's
 * aria-controls). `show(withFocus)` opens it, noting in `focusInside` whether focus moves into it
 * (a keyboard opened it); `close(returnFocus)` shuts it, giving focus back to the button when asked
 * (Escape), not after an outside pointer, whose user is going elsewhere.
 */
export function usePopupToggle() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusInside = useRef(false);
  const id = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const show = useCallback((withFocus: boolean) => {
    focusInside.current = withFocus;
    setOpen(true);
  }, []);

  return { open, rootRef, buttonRef, focusInside, id, close, show };
}
