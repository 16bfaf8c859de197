import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { DifficultyRange } from "./browse-url-state";
import { useFocusWhenAsked } from "./focus-when-asked";

interface DifficultyPanelProps {
  /** The applied range (from the URL). */
  value: DifficultyRange;
  onApply: (range: DifficultyRange) => void;
}

/** A typed bound, whole and within 1–100; an empty or unreadable field is that side's end. */
function boundOf(text: string, end: number): number {
  const n = Math.round(Number(text));
  return text.trim() === "" || !Number.isFinite(n) ? end : Math.min(100, Math.max(1, n));
}

/**
 * The Difficulty filter's panel (docs/screens.md "Browse"), a chunk of its own loaded when it
 * opens (the JS before /browse has its budget): two number fields applied together by Enter or
 * "Apply", so that typing "60" never filters at "6".
 */
export default function DifficultyPanel({ value, onApply }: DifficultyPanelProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => value.map(String));
  const [lower, upper] = value;
  // The applied range changed elsewhere (a badge removed, a reset, Back): show it.
  useEffect(() => setDraft([String(lower), String(upper)]), [lower, upper]);
  useFocusWhenAsked(formRef);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const a = boundOf(draft[0] ?? "", 1);
    const b = boundOf(draft[1] ?? "", 100);
    onApply([Math.min(a, b), Math.max(a, b)]);
  };

  return (
    <form ref={formRef} className="difficulty-panel" onSubmit={apply}>
      <p id={`${id}-hint`} className="duration-hint">
        1 is the easiest, 100 the hardest.
      </p>
      {(["From", "To"] as const).map((label, side) => (
        <div key={label} className="difficulty-bound">
          <label htmlFor={`${id}-${side}`}>{label}</label>
          <input
            id={`${id}-${side}`}
            type="number"
            inputMode="numeric"
            className="form-control"
            min={1}
            max={100}
            step={1}
            aria-describedby={`${id}-hint`}
            value={draft[side]}
            onChange={(event) => setDraft((d) => d.map((v, i) => (i === side ? event.target.value : v)))}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-primary btn-sm">
        Apply
      </button>
    </form>
  );
}
