import "../../../styles/bootstrap/forms-and-dialogs.scss";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

interface NameCheckboxesProps {
  id: string;
  legend: string;
  names: readonly string[];
  value: readonly string[];
  onChange: (names: string[]) => void;
  error?: string | undefined;
}

/**
 * A labelled group of checkboxes, one per name (speakers, topics), in a box that scrolls. Controlled
 * (react-hook-form's Controller), so that the value is a list even when there is one checkbox.
 */
export function NameCheckboxes({ id, legend, names, value, onChange, error }: NameCheckboxesProps) {
  const errorId = `${id}-error`;
  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...value.filter((n) => n !== name), name] : value.filter((n) => n !== name));
  // A name the video has that the options no longer list still shows, so it can be unticked.
  const all = [...names, ...value.filter((n) => !names.includes(n))];
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className={`admin-checkbox-box${error ? " is-invalid" : ""}`}>
        {all.length === 0 && <p className="text-body-secondary small mb-0">None yet.</p>}
        {all.map((name, i) => (
          <div className="form-check" key={name}>
            <input
              id={`${id}-${i}`}
              type="checkbox"
              className="form-check-input"
              checked={value.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-${i}`}>
              {name}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}

interface NameListFieldProps<T extends FieldValues, R> {
  control: Control<T, unknown, R>;
  name: Path<T>;
  id: string;
  legend: string;
  names: readonly string[];
  error?: string | undefined;
}

/** NameCheckboxes bound to a form's list field (speakers, topics) through react-hook-form's Controller. */
export function NameListField<T extends FieldValues, R>({
  control,
  name,
  ...group
}: NameListFieldProps<T, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NameCheckboxes
          {...group}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
        />
      )}
    />
  );
}
