import type { ReactNode } from "react";

/** An item of a MenuButton's menu that acts: the menu closes first, then `onSelect` runs. */
export function MenuAction({
  close,
  onSelect,
  children,
}: {
  /** The menu's `close`, handed to MenuButton's children. */
  close: () => void;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      className="dropdown-item"
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
