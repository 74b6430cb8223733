import { useRef } from 'react';
import { Button } from '../Button/Button';
import { withClassName } from '../classNames';
import { SEARCH_DEBOUNCE_MS } from '../debounce/debounce';
import { __ } from '../i18n';
import { TextField } from '../TextField/TextField';
import * as styles from './SearchField.css';
import { useSearchDraft } from './useSearchDraft';

export interface SearchFieldProps {
  /** The visible label ("Search teams"); also names the search landmark. */
  label: string;
  /** The search in effect (e.g. from the URL); the box follows it when it changes from outside. */
  value: string;
  /** Called `debounceMs` after the last keystroke, at once on Enter and on Clear. */
  onSearch: (value: string) => void;
  /** Default 500 ms (SPEC 5 and 9). */
  debounceMs?: number | undefined;
  placeholder?: string | undefined;
  helpText?: string | undefined;
  /** The clear button's text; default "Clear". */
  clearLabel?: string | undefined;
  className?: string | undefined;
}

/** A labelled search box in a search landmark: searches once typing pauses, on Enter, and when cleared. */
export function SearchField({
  label,
  value,
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  placeholder,
  helpText,
  clearLabel,
  className,
}: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { draft, change, submit, clear: clearDraft } = useSearchDraft(value, onSearch, debounceMs);
  const clear = () => {
    clearDraft();
    input.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form is the landmark every screen reader we support announces (<search> is newer).
    <form role="search" aria-label={label} className={withClassName(styles.form, className)} onSubmit={submit}>
      <TextField
        ref={input}
        className={styles.field}
        type="search"
        label={label}
        helpText={helpText}
        placeholder={placeholder}
        value={draft}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => change(event.target.value)}
      />
      {draft !== '' ? (
        <Button type="button" color="outline" onClick={clear}>
          {clearLabel ?? __('Clear')}
        </Button>
      ) : null}
    </form>
  );
}
