import type { HTMLAttributes, ReactNode } from "react";

/** A small select beside a block's heading, named for screen readers only (the graph's duration). */
export interface BlockChoice {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface ProgressBlockProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** The heading's id, which names the section. */
  titleId: string;
  title: ReactNode;
  choice?: BlockChoice;
  children: ReactNode;
}

/** A block of the progress page (docs/screens.md): a section named by its heading, with an optional choice beside it. */
export function ProgressBlock({ titleId, title, choice, children, ...section }: ProgressBlockProps) {
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
          <label className="visually-hidden" htmlFor={choice.id}>
            {choice.label}
          </label>
          <select
            id={choice.id}
            className="form-select form-select-sm w-auto"
            value={choice.value}
            onChange={(event) => choice.onChange(event.target.value)}
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
