import "../styles/bootstrap/forms-and-dialogs.scss";
import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

export interface LabelledFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange"> {
  id: string;
  label: ReactNode;
  /** Shown under the field (Bootstrap invalid-feedback) and tied to it with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** Several lines: a textarea of this many rows. */
  rows?: number;
  /** The block's own class, its margin (a Bootstrap spacing class): "mb-3" unless said; "" none. */
  spacing?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
}

/**
 * A labelled Bootstrap input or textarea whose hint and error are announced with it: the one
 * way a page writes a text field. A field of a react-hook-form form is `FormField` (form-field.tsx),
 * which gives this its registration; a field whose value a component holds itself passes `value`
 * and `onChange`, and its page does not load react-hook-form.
 */
export function LabelledField({
  id,
  label,
  error,
  hint,
  className,
  rows,
  spacing = "mb-3",
  ...control
}: LabelledFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const field = {
    id,
    className: `form-control${error ? " is-invalid" : ""}${className ? ` ${className}` : ""}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={spacing || undefined}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {rows === undefined ? (
        <input {...field} {...control} />
      ) : (
        <textarea {...field} rows={rows} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
