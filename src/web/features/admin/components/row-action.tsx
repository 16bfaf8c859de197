import type { ReactNode } from "react";

/** The button's colour: what the action does (primary: edit, danger: delete or remove…). */
export type RowActionTone = "primary" | "secondary" | "warning" | "danger";

interface RowActionProps {
  tone: RowActionTone;
  /**
   * Its name, which says the row it acts on ("Edit anna@example.com"): a column of buttons that
   * are all "Edit" tells a screen reader's user nothing.
   */
  label: string;
  /** The id of a note that says why the action is off (a name still in use). */
  describedBy?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** An action on one row of an admin list (Edit, Delete, Remove…): a small outlined button named after its row. */
export function RowAction({ tone, label, describedBy, disabled, onClick, children }: RowActionProps) {
  return (
    <button
      type="button"
      className={`btn btn-sm btn-outline-${tone}`}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
