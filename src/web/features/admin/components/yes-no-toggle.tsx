interface YesNoToggleProps {
  value: boolean;
  /** Names the switch for assistive technology: "Premium for Мой город" (its name adds the YES or no it shows). */
  label: string;
  disabled?: boolean;
  onToggle: () => void;
}

/**
 * A flag shown as YES or no (docs/screens.md) that flips on a click; a toggle button for screen
 * readers. Its name is the row's label and the word on it ("Premium for x: YES"): a name must hold
 * the visible text, so that a voice-control user can say what they see (WCAG 2.5.3).
 */
export function YesNoToggle({ value, label, disabled, onToggle }: YesNoToggleProps) {
  const text = value ? "YES" : "no";
  return (
    <button
      type="button"
      className={`btn btn-sm yes-no-toggle ${value ? "btn-success" : "btn-outline-secondary"}`}
      aria-pressed={value}
      aria-label={`${label}: ${text}`}
      disabled={disabled}
      onClick={onToggle}
    >
      {text}
    </button>
  );
}
