import "../../../styles/bootstrap/forms-and-dialogs.scss";
import type { SelectHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose a level"). */
  placeholder?: string;
  error?: string | undefined;
}

/** A select's choices, after an optional empty one ("Choose a level", "All levels"). */
export function SelectOptions({
  options,
  empty,
}: {
  options: readonly { value: string; label: string }[];
  empty?: string | undefined;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A labelled Bootstrap select whose error is announced with the field (like FormField). */
export function SelectField({
  id,
  label,
  registration,
  options,
  placeholder,
  error,
  ...select
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select${error ? " is-invalid" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
        {...registration}
      >
        <SelectOptions options={options} empty={placeholder} />
      </select>
      {error && (
        <div id={errorId} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
