import { type HTMLAttributes, type ReactNode, useId } from "react";

/**
 * A small select beside a block's heading, named for screen readers only (the graph's duration).
 * `V` is the type of its options' values, which `onChange` is given back.
 */
export interface BlockChoice<V extends string = string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

interface ProgressBlockProps<V extends string> extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** The block's heading, which names its section. */
  title: ReactNode;
  choice?: BlockChoice<V>;
  children: ReactNode;
}

/** A block of the progress page (docs/screens.md): a section named by its heading, with an optional choice beside it. */
export function ProgressBlock<V extends string>({
  title,
  choice,
  children,
  ...section
}: ProgressBlockProps<V>) {
  const titleId = useId();
  const choiceId = `${titleId}-choice`;
  const heading = (
    <h3 id={titleId} className="progress-block-title">
      {title}
    </h3>
  );
  return (
    <section className="progress-block" aria-labelledby={titleId} {...section}>
      {choice ? (
        <div className="progress-block-head">
          {heading}
          <label className="visually-hidden" htmlFor={choiceId}>
            {choice.label}
          </label>
          <select
            id={choiceId}
            className="form-select form-select-sm w-auto"
            value={choice.value}
            // The select offers only the choice's options, so its value is one of theirs.
            onChange={(event) => choice.onChange(event.target.value as V)}
          >
            {choice.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
