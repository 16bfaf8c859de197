import { useId } from "react";

interface SwitchProps {
  /** Its label, which names it. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Places it in its row (beside `form-check form-switch`). */
  className: string;
}

/**
 * A yes/no choice shown as a switch (Bootstrap's `form-switch`): a checkbox with the role
 * `switch`, named by its label, whose state assistive technology reads as on or off.
 */
export function Switch({ label, checked, onChange, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={`form-check form-switch ${className}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="form-check-input"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
