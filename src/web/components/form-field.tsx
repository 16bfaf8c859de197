import "../styles/bootstrap/forms-and-dialogs.scss";
import type { InputHTMLAttributes, ReactNode } from "react";
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Shown under the field (Bootstrap invalid-feedback) and tied to it with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** Several lines: a textarea of this many rows. */
  rows?: number;
}

/**
 * A field's `registration` and `error` (the contract's message, once checked) from its
 * react-hook-form form, for FormField and the admin's SelectField.
 */
export function fieldOf<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "register" | "formState">,
  name: Path<T>,
): { registration: UseFormRegisterReturn<Path<T>>; error: string | undefined } {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { registration: form.register(name), error: error?.message };
}

/** A labelled Bootstrap input whose error is announced with the field. */
export function FormField({
  id,
  label,
  registration,
  error,
  hint,
  className,
  rows,
  ...input
}: FormFieldProps) {
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
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {rows === undefined ? (
        <input {...field} {...input} {...registration} />
      ) : (
        <textarea {...field} rows={rows} maxLength={input.maxLength} {...registration} />
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
