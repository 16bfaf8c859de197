import { type KeyboardEvent, useId, useRef } from "react";
import type { FacetOption } from "./facet-options";
import { useFocusWhenAsked } from "./focus-when-asked";

/** Up and down arrows move between the checkboxes, as in a menu; Tab works as everywhere. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const boxes = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>("input:not([disabled])"));
  const index = boxes.indexOf(document.activeElement as HTMLInputElement);
  const next = boxes[(index + (event.key === "ArrowDown" ? 1 : -1) + boxes.length) % boxes.length];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/**
 * A multi-select filter's panel: its checkboxes with their counts. A chunk of its own, loaded when
 * the panel opens (the JS before /browse has its budget: docs/web-performance.md).
 */
export default function FacetPanel({
  options,
  onToggle,
}: {
  options: FacetOption[] | undefined;
  onToggle: (option: string) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusWhenAsked(ref);
  return (
    <div ref={ref}>
      {options === undefined ? (
        <p className="facet-note">Loading options…</p>
      ) : options.length === 0 ? (
        <p className="facet-note">No options yet.</p>
      ) : (
        <ul
          className="facet-options"
          onKeyDown={moveFocus}
          // A long list whose options are all disabled still has to scroll from the keyboard.
          tabIndex={options.some((option) => !option.disabled) ? undefined : 0}
        >
          {options.map((option, index) => {
            const inputId = `${id}-${index}`;
            return (
              <li key={option.name} className={`facet-option${option.disabled ? " is-disabled" : ""}`}>
                <input
                  id={inputId}
                  type="checkbox"
                  className="form-check-input"
                  checked={option.selected}
                  disabled={option.disabled}
                  aria-describedby={`${inputId}-count`}
                  onChange={() => onToggle(option.name)}
                />
                <label htmlFor={inputId} className="facet-option-name">
                  {option.name}
                </label>
                <span id={`${inputId}-count`} className="facet-option-count">
                  {option.count}
                  <span className="visually-hidden">{option.count === 1 ? " video" : " videos"}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
