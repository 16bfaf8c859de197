import { useEffect, useRef, useState } from "react";
import { SearchIcon } from "./browse-icons";

/** Typing pauses this long before the search runs; Enter runs it at once. */
const SEARCH_DEBOUNCE_MS = 400;

interface SearchBoxProps {
  /** The applied text (from the URL). */
  value: string;
  /** Changes when the learner resets every filter: clears what is typed but not yet applied. */
  resetVersion: number;
  onSearch: (text: string, options: { replace: boolean }) => void;
}

/** The text search with a search icon (docs/screens.md). */
export function SearchBox({ value, resetVersion, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const applied = useRef(value);
  const seenReset = useRef(resetVersion);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // Follow the URL when it changes elsewhere (Back, a reset) but not when it echoes our own search,
  // which would drop letters typed while that search was being applied.
  useEffect(() => {
    const reset = seenReset.current !== resetVersion;
    seenReset.current = resetVersion;
    if (reset || value !== applied.current) {
      applied.current = value;
      setDraft(value);
    }
  }, [value, resetVersion]);

  const apply = (text: string, debounced: boolean) => {
    if (text === applied.current) return;
    // A new search gets its own history entry; refining it while typing replaces that entry.
    const replace = debounced && applied.current !== "";
    applied.current = text;
    onSearchRef.current(text, { replace });
  };
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });

  useEffect(() => {
    const timer = setTimeout(() => applyRef.current(draft.trim(), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <form
      role="search"
      className="browse-search"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft.trim(), false);
      }}
    >
      <label htmlFor="browse-search-input" className="visually-hidden">
        Search videos
      </label>
      <span className="browse-search-icon">
        <SearchIcon />
      </span>
      <input
        id="browse-search-input"
        type="search"
        className="form-control browse-control"
        placeholder="Search videos"
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
