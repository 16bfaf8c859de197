import { type RefObject, useEffect } from "react";
import { FOCUSABLE } from "./filter-popover";

/**
 * For a panel loaded after its popover opened (a chunk of its own): when the popover was opened
 * from the keyboard (`data-focus-inside`, filter-popover.tsx), the panel moves focus to its first
 * control itself. Apart from filter-popover.tsx: only the lazily loaded panels need it.
 */
export function useFocusWhenAsked(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const panel = ref.current;
    if (panel?.closest("[data-focus-inside]")) panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [ref]);
}
