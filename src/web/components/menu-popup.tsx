import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { placeMenu } from "./menu-placement";
import { useDismiss } from "./use-dismiss";

// Radio items too (the user menu's theme).
const ITEM_SELECTOR = '[role="menuitem"]:not([disabled]), [role="menuitemradio"]:not([disabled])';

/** The menu's items that can take focus: ones hidden at this screen size (display: none) cannot. */
function focusableItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []).filter(
    (item) => item.getClientRects().length > 0,
  );
}

interface MenuPopupProps {
  id: string;
  label: string;
  className: string;
  floating: boolean;
  /** Focus the first item on opening (the menu was opened from the keyboard). */
  focusFirst: boolean;
  /** The menu button's root (a pointer down outside it closes the menu) and its toggle. */
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  close: (returnFocus?: boolean) => void;
  children: ReactNode;
}

/**
 * The open menu of a `MenuButton` (menu-button.tsx): its keyboard (WAI-ARIA menu pattern), its
 * closing on Escape and outside pointers, and a floating menu's place. Its own chunk, loaded on
 * the first open (or when the pointer or focus reaches a toggle): the toggles are on the first
 * screen of every page, their menus are not.
 */
export default function MenuPopup({
  id,
  label,
  className,
  floating,
  focusFirst,
  rootRef,
  buttonRef,
  close,
  children,
}: MenuPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusFirst) focusableItems(menuRef.current)[0]?.focus();
  }, [focusFirst]);
  // Mounted only while the menu is open.
  useDismiss(true, rootRef, close);

  // Shown and placed before the paint, then kept by its toggle while the page scrolls or resizes.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!floating || !menu || !button) return;
    if (!menu.matches(":popover-open")) menu.showPopover();
    const place = () => {
      const { top, left } = placeMenu(
        button.getBoundingClientRect(),
        { width: menu.offsetWidth, height: menu.offsetHeight },
        { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
      );
      menu.style.top = `${top}px`;
      menu.style.left = `${left}px`;
    };
    place();
    window.addEventListener("scroll", place, { capture: true, passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, { capture: true });
      window.removeEventListener("resize", place);
    };
  }, [floating, buttonRef]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = focusableItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") close();
  };

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      popover={floating ? "manual" : undefined}
      className={`dropdown-menu dropdown-menu-end show${floating ? " menu-floating" : ""}${className ? ` ${className}` : ""}`}
      onKeyDown={onMenuKeyDown}
    >
      {children}
    </div>
  );
}
