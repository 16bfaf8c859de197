/** The order after moving the item at `from` to `to` (a drop, "Move up", "Move down"); unchanged for a place outside the list. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > items.length - 1) return [...items];
  next.splice(to, 0, item);
  return next;
}

/** The keyboard's way to reorder a list, beside dragging: one place up or down. */
const MOVES = [
  { label: "Move up", by: -1 },
  { label: "Move down", by: 1 },
] as const;

interface MoveButtonsProps {
  /** The row's place in the list, and how many rows it has. */
  index: number;
  count: number;
  /** What the row holds, which names its buttons ("Move up: Мой город"). */
  name: string;
  /** Both buttons are off (a change is on its way); each is off anyway at its end of the list. */
  disabled?: boolean;
  onMove: (to: number) => void;
}

/** A row's "Move up" and "Move down" buttons (a series' episodes, a playlist's videos). */
export function MoveButtons({ index, count, name, disabled = false, onMove }: MoveButtonsProps) {
  return MOVES.map(({ label, by }) => (
    <button
      key={label}
      type="button"
      className="btn btn-sm btn-outline-secondary"
      disabled={disabled || index + by < 0 || index + by > count - 1}
      aria-label={`${label}: ${name}`}
      onClick={() => onMove(index + by)}
    >
      {label}
    </button>
  ));
}
