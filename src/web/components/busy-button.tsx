import type { ButtonHTMLAttributes } from "react";

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its call is running: the button is disabled and shows a spinner before its text. */
  busy: boolean;
}

/**
 * A button that starts a call (a form's submit by default): while the call runs it is disabled
 * and shows the app's one spinner, hidden from screen readers (the page says the outcome).
 */
export function BusyButton({
  busy,
  disabled,
  type = "submit",
  className = "btn btn-primary",
  children,
  ...rest
}: BusyButtonProps) {
  return (
    <button type={type} className={className} disabled={busy || disabled} {...rest}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
