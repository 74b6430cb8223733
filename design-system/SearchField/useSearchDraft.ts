import { useState, type FormEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../debounce/debounce';
import { useDebouncedCallback } from '../debounce/useDebouncedCallback';

export interface SearchDraft {
  /** What the box shows: the typed text, or the search in effect when it changed from outside. */
  draft: string;
  /** For the field's onChange: shows the text and searches once typing pauses. */
  change: (text: string) => void;
  /** For the form's onSubmit (Enter): searches at once. */
  submit: (event: FormEvent) => void;
  /** Empties the box and searches for everything at once. */
  clear: () => void;
}

/**
 * A search box's text and when it searches: `debounceMs` after the last keystroke, at once on Enter or clear.
 * The draft follows `value` when it changes from outside (back/forward, a reset); our own searches come back
 * equal to the draft. For search boxes that are not a SearchField (another layout, their own clear).
 */
export function useSearchDraft(
  value: string,
  onSearch: (text: string) => void,
  debounceMs: number = SEARCH_DEBOUNCE_MS,
): SearchDraft {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  const search = useDebouncedCallback(onSearch, debounceMs);
  return {
    draft,
    change: (text) => {
      setDraft(text);
      search(text);
    },
    submit: (event) => {
      event.preventDefault();
      search.cancel();
      onSearch(draft);
    },
    clear: () => {
      search.cancel();
      setDraft('');
      onSearch('');
    },
  };
}
