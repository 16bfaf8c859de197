import { type KeyboardEvent, lazy, type ReactNode, Suspense } from "react";
import { usePopupToggle } from "./use-popup-toggle";

const loadPopup = () => import("./menu-popup");
const MenuPopup = lazy(loadPopup);

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
  const { open, rootRef, buttonRef, focusInside, id: menuId, close, show } = usePopupToggle();

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(true);
    }
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
        onClick={(event) => (open ? close() : show(event.detail === 0))}
        onKeyDown={onButtonKeyDown}
        // The open menu's code comes before it is needed.
        onPointerEnter={loadPopup}
        onFocus={loadPopup}
      >
        {toggle}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuPopup
            id={menuId}
            label={label}
            className={menuClassName ?? ""}
            floating={floating}
            focusFirst={focusInside.current}
            rootRef={rootRef}
            buttonRef={buttonRef}
            close={close}
          >
            {children(() => close())}
          </MenuPopup>
        </Suspense>
      )}
    </div>
  );
}
