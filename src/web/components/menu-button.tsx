import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { placeMenu } from "./menu-placement";

interface MenuButtonProps {
  /** The toggle's accessible name (and the menu's). */
  label: string;
  /**
   * The toggle's own text is its name (it shows `label`): no aria-label over it, so the name a
   * screen reader or voice control uses is the text on screen (WCAG 2.5.3, axe's
   * label-content-name-mismatch).
   */
  namedByToggle?: boolean;
  /** What the toggle shows. */
  toggle: ReactNode;
  toggleClassName?: string;
  menuClassName?: string;
  /**
   * The menu opens in the browser's top layer (a manual popover), placed by `placeMenu` next to
   * its toggle and inside the viewport: no ancestor's overflow or transform can clip it (a video
   * card clips its thumbnail's corners).
   */
  floating?: boolean;
  /** Render prop: `close` lets an item shut the menu after acting. */
  children: (close: () => void) => ReactNode;
}

// Radio items too (the user menu's theme).
const ITEM_SELECTOR = '[role="menuitem"]:not([disabled]), [role="menuitemradio"]:not([disabled])';

/** The menu's items that can take focus: ones hidden at this screen size (display: none) cannot. */
function focusableItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []).filter(
    (item) => item.getClientRects().length > 0,
  );
}

/**
 * A small accessible menu button (WAI-ARIA menu pattern) styled as a Bootstrap dropdown. Written
 * here instead of react-bootstrap's Dropdown, which brings Popper along: the top bar is on every
 * page, so its weight counts against the first-load budget.
 */
export function MenuButton({
  label,
  toggle,
  toggleClassName,
  menuClassName,
  floating = false,
  namedByToggle = false,
  children,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const menuId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) focusableItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    // Escape closes the menu wherever focus is (a mouse user's focus stays on the toggle).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onEscape);
    };
  }, [open, close]);

  // Shown and placed before the paint, then kept by its toggle while the page scrolls or resizes.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = buttonRef.current;
    if (!open || !floating || !menu || !button) return;
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
  }, [open, floating]);

  const openMenu = (withFocus: boolean) => {
    focusFirst.current = withFocus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openMenu(true);
    }
  };

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
    <div ref={rootRef} className="menu-button">
      <button
        ref={buttonRef}
        type="button"
        className={toggleClassName}
        aria-label={namedByToggle ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => (open ? close() : openMenu(event.detail === 0))}
        onKeyDown={onButtonKeyDown}
      >
        {toggle}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          popover={floating ? "manual" : undefined}
          className={`dropdown-menu dropdown-menu-end show${floating ? " menu-floating" : ""}${menuClassName ? ` ${menuClassName}` : ""}`}
          onKeyDown={onMenuKeyDown}
        >
          {children(() => close())}
        </div>
      )}
    </div>
  );
}
