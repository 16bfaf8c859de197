interface YesNoToggleProps {
  value: boolean;
  /** Names the switch for assistive technology: "Premium for Мой город". */
  label: string;
  disabled?: boolean;
  onToggle: () => void;
}

/** A flag shown as YES or no (docs/screens.md) that flips on a click; a toggle button for screen readers. */
export function YesNoToggle({ value, label, disabled, onToggle }: YesNoToggleProps) {
  return (
    <button
      type="button"
      className={`btn btn-sm yes-no-toggle ${value ? "btn-success" : "btn-outline-secondary"}`}
      aria-pressed={value}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
    >
      {value ? "YES" : "no"}
    </button>
  );
}
