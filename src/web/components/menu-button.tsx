import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from "react";

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
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const menuId = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

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
            focusFirst={focusFirst.current}
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
