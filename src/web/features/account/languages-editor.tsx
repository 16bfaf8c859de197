import { useId } from "react";
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
              <label className="visually-hidden" htmlFor={`${rowId}-language`}>
                Language {index + 1}
              </label>
              <select
                id={`${rowId}-language`}
                className="form-select language-row-language"
                value={row.code}
                onChange={(event) => onChange(chooseLanguage(rows, index, event.target.value))}
              >
                <option value="">Choose a language…</option>
                {LANGUAGE_OPTION_ELEMENTS}
              </select>
              <label className="visually-hidden" htmlFor={`${rowId}-level`}>
                Level of language {index + 1}
              </label>
              <select
                id={`${rowId}-level`}
                className="form-select language-row-level"
                value={row.level}
                onChange={(event) => onChange(chooseLevel(rows, index, event.target.value))}
              >
                <option value="">Level</option>
                {LANGUAGE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
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
