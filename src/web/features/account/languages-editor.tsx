import { type ReactNode, useId } from "react";
import { LANGUAGE_LEVELS, LANGUAGE_OPTIONS, languageFactor } from "../../../shared/domain/languages";
import {
  addLanguageRow,
  chooseLanguage,
  chooseLevel,
  type LanguageRow,
  languagesFromRows,
  removeLastLanguageRow,
  rowMultiplier,
} from "./language-rows";

interface LanguagesEditorProps {
  rows: LanguageRow[];
  onChange: (rows: LanguageRow[]) => void;
}

// Built once: ~250 options per row are cheap to render, not to rebuild on every keystroke.
const LANGUAGE_OPTION_ELEMENTS = LANGUAGE_OPTIONS.map((option) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
));

function formatFactor(factor: number): string {
  return `×${factor}`;
}

interface RowSelectProps {
  id: string;
  /** Read by screen readers only: on screen, the row's place says what the select is. */
  label: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One of a row's two selects (its language, its level), with its label hidden. */
function RowSelect({ id, label, className, value, onChange, children }: RowSelectProps) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select ${className}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </>
  );
}

/**
 * "Your Languages": a language and a level per row, each row's multiplier beside it and the
 * factor that applies to the level hours below (the smallest, docs/progress.md "Level and the language factor").
 */
export function LanguagesEditor({ rows, onChange }: LanguagesEditorProps) {
  const groupId = useId();
  const factor = languageFactor(languagesFromRows(rows));
  return (
    <fieldset className="mb-3" aria-describedby={`${groupId}-factor`}>
      <legend className="form-label fs-6 mb-2">Your Languages</legend>
      {rows.length === 0 && <p className="form-text mt-0">No languages yet: add the ones you speak.</p>}
      <ul className="language-rows">
        {rows.map((row, index) => {
          const multiplier = rowMultiplier(row);
          const rowId = `${groupId}-${index}`;
          return (
            // Rows have no identity but their place: Add and Remove only work at the end.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li className="language-row" key={index}>
              <RowSelect
                id={`${rowId}-language`}
                label={`Language ${index + 1}`}
                className="language-row-language"
                value={row.code}
                onChange={(code) => onChange(chooseLanguage(rows, index, code))}
              >
                <option value="">Choose a language…</option>
                {LANGUAGE_OPTION_ELEMENTS}
              </RowSelect>
              <RowSelect
                id={`${rowId}-level`}
                label={`Level of language ${index + 1}`}
                className="language-row-level"
                value={row.level}
                onChange={(level) => onChange(chooseLevel(rows, index, level))}
              >
                <option value="">Level</option>
                {LANGUAGE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </RowSelect>
              <span
                className="language-row-factor"
                title={
                  multiplier
                    ? `${multiplier.group}: level hours ${formatFactor(multiplier.factor)}`
                    : undefined
                }
              >
                {multiplier ? formatFactor(multiplier.factor) : "–"}
                <span className="visually-hidden">
                  {multiplier ? ` multiplier (${multiplier.group})` : " no multiplier"}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => onChange(addLanguageRow(rows))}
        >
          Add
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={rows.length === 0}
          onClick={() => onChange(removeLastLanguageRow(rows))}
        >
          Remove
        </button>
      </div>
      <p id={`${groupId}-factor`} className="form-text">
        Your language factor is <strong>{formatFactor(factor)}</strong>: the hours of each level are
        multiplied by the multiplier of the language closest to Russian.
      </p>
    </fieldset>
  );
}
