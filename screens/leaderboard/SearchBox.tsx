import type { Ref } from 'react';
import { TextField, useSearchDraft } from '../../design-system';
import * as styles from './Leaderboard.css';

export interface SearchBoxProps {
  label: string;
  /** The search in the URL; the box follows it when it changes from outside (back/forward). */
  value: string;
  /** Called 500 ms after the last keystroke, or at once on Enter. */
  onSearch: (term: string) => void;
  /** The field, for a 'Clear search' elsewhere to put the focus back in it. */
  inputRef?: Ref<HTMLInputElement> | undefined;
}

/** A labelled search box that searches once typing pauses (SPEC 5: debounced 500 ms). */
export function SearchBox({ label, value, onSearch, inputRef }: SearchBoxProps) {
  const { draft, change, submit } = useSearchDraft(value, onSearch);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form submits on Enter; role="search" on it is the landmark every screen reader we support announces (<search> is newer).
    <form role="search" className={styles.search} onSubmit={submit}>
      <TextField
        ref={inputRef}
        type="search"
        label={label}
        value={draft}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => change(event.target.value)}
      />
    </form>
  );
}
