import { type FormEvent, type InputHTMLAttributes, useState } from "react";
import { OFF_PLATFORM_COMMENT_MAX } from "../../../shared/domain/off-platform-entry";
import { useAppContext } from "../../app/app-context";
import { BusyButton } from "../../components/busy-button";
import { LabelledField } from "../../components/labelled-field";
import { localWallClock } from "../../lib/wall-clock";
import { useAddOffPlatformEntry } from "./api/use-off-platform-mutations";
import { changeEntry, checkEntryForm, type EntryFormValues, newEntryForm } from "./off-platform-form-state";

/**
 * Logs input from outside the platform (docs/product-rules.md "Validation"). Plain state rather than react-hook-form: the
 * end follows the start and the duration, which reads more simply as one value object.
 */
export function OffPlatformForm() {
  const { user } = useAppContext();
  const [form, setForm] = useState(() => newEntryForm(localWallClock()));
  const { values } = form;
  // The browser's own checks (docs/product-rules.md "Validation"); the server's answer comes from the mutation.
  const [checkError, setCheckError] = useState<string | null>(null);
  const add = useAddOffPlatformEntry(user.id);
  const sending = add.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEntryForm(values);
    if (!checked.ok) {
      add.reset();
      setCheckError(checked.error);
      return;
    }
    setCheckError(null);
    add.mutate(checked.request, {
      onSuccess: () => setForm(newEntryForm(localWallClock())),
    });
  };

  let message: { ok: boolean; text: string } | null = null;
  if (checkError) message = { ok: false, text: checkError };
  else if (add.isSuccess) message = { ok: true, text: "Data submitted." };
  else if (add.isError) message = { ok: false, text: add.error.message };

  const field = (name: keyof EntryFormValues) => ({
    id: `entry-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((f) => changeEntry(f, name, event.target.value)),
  });

  /** A labelled input of the grid; `wide`: the whole row. */
  const labelled = (
    name: keyof EntryFormValues,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement>,
    wide = false,
  ) => <LabelledField label={label} spacing={wide ? "entry-grid-wide" : ""} {...input} {...field(name)} />;
  /** A whole number of hours or minutes, its unit as its label. */
  const durationPart = (name: "hours" | "minutes", max?: number) => (
    <div className="input-group">
      <input
        type="number"
        min={0}
        max={max}
        step={1}
        inputMode="numeric"
        className="form-control"
        {...field(name)}
      />
      <label className="input-group-text" htmlFor={`entry-${name}`}>
        {name}
      </label>
    </div>
  );

  return (
    <form className="entry-form" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <div className="entry-grid">
        {labelled("startDate", "Start date", { type: "date" })}
        {labelled("startTime", "Start time", { type: "time" })}
        {labelled("endDate", "End", { type: "datetime-local" }, true)}
        <fieldset className="entry-grid-wide">
          <legend className="form-label fs-6 mb-2">Duration</legend>
          <div className="entry-duration">
            {durationPart("hours")}
            {durationPart("minutes", 59)}
          </div>
        </fieldset>
        {labelled(
          "comment",
          "Comment",
          {
            type: "text",
            maxLength: OFF_PLATFORM_COMMENT_MAX,
            placeholder: "A podcast, a film, a conversation…",
          },
          true,
        )}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <BusyButton busy={sending}>Submit</BusyButton>
        <p className={`mb-0 fw-semibold ${message?.ok ? "text-success" : "text-danger"}`} role="status">
          {message?.text}
        </p>
      </div>
    </form>
  );
}
