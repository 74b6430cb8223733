import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { withClassName } from '../classNames';
import { __, sprintf } from '../i18n';
import { LineIcon } from '../LineIcon/LineIcon';
import * as styles from './EmailTagInput.css';
import { EMAIL_SEPARATOR, isValidEmail, mergeEmails, parseEmailList } from './model';

export interface EmailTagInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'children' | 'name'> {
  label: ReactNode;
  /** The addresses, controlled. */
  value?: string[] | undefined;
  /** The starting addresses, uncontrolled. */
  defaultValue?: string[] | undefined;
  onValueChange?: ((emails: string[]) => void) | undefined;
  /** Shown under the field; defaults to how to separate addresses. Pass null for none. */
  helpText?: ReactNode | undefined;
  /** A message from the form (e.g. 'required'), shown above the per-address messages. */
  error?: ReactNode | undefined;
  /** Submits the addresses comma-separated under this name (a hidden input). */
  name?: string | undefined;
  /** Addresses to mark invalid although they pass the format rule (the server refused them). */
  invalidEmails?: readonly string[] | undefined;
}

/** Commas and semicolons typed into the field end an address. */
function lastSeparatorIndex(text: string): number {
  return Math.max(text.lastIndexOf(','), text.lastIndexOf(';'));
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A field of email addresses shown as removable tags. A comma, semicolon, Enter, a paste or leaving
 * the field turns the typed text into tags; addresses failing the SPEC rule are marked and listed
 * in the error message. Works controlled or uncontrolled; the rest of the props go to the text input.
 */
export function EmailTagInput({
  label,
  value,
  defaultValue,
  onValueChange,
  helpText = __('Separate addresses with commas, or press Enter after each one.'),
  error,
  name,
  invalidEmails: refused,
  id: idProp,
  disabled = false,
  ref,
  className,
  onKeyDown,
  onBlur,
  onPaste,
  ...rest
}: EmailTagInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [uncontrolled, setUncontrolled] = useState<string[]>(defaultValue ?? []);
  const [pending, setPending] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const emails = value ?? uncontrolled;

  const commit = (next: string[]) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const add = (text: string) => {
    const next = mergeEmails(emails, parseEmailList(text));
    if (next.length === emails.length) return;
    commit(next);
    setAnnouncement(
      sprintf(
        /* translators: %s: comma-separated email addresses just added */ __('Added %s'),
        next.slice(emails.length).join(', '),
      ),
    );
  };
  const remove = (email: string) => {
    commit(emails.filter((existing) => existing !== email));
    setAnnouncement(sprintf(/* translators: %s: email address just removed */ __('Removed %s'), email));
  };

  const handleChange = (text: string) => {
    const cut = lastSeparatorIndex(text);
    if (cut === -1) {
      setPending(text);
      return;
    }
    add(text.slice(0, cut));
    setPending(text.slice(cut + 1).trimStart());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const input = event.currentTarget;
    if (event.key === 'Enter') {
      // Enter adds the address; it must never submit the surrounding form.
      event.preventDefault();
      add(pending);
      setPending('');
    } else if (event.key === 'Backspace' && input.value === '') {
      const last = emails.at(-1);
      if (last !== undefined) remove(last);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const pasted = event.clipboardData.getData('text');
    if (!EMAIL_SEPARATOR.test(pasted.trim())) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? pending.length;
    const end = input.selectionEnd ?? pending.length;
    add(pending.slice(0, start) + pasted + pending.slice(end));
    setPending('');
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    if (pending.trim() === '') return;
    add(pending);
    setPending('');
  };

  const isInvalid = (email: string) => !isValidEmail(email) || (refused?.includes(email) ?? false);
  const invalidEmails = emails.filter(isInvalid);
  const messages = invalidEmails.map((email) =>
    sprintf(/* translators: %s: the email address as typed */ __('%s is not a valid email address'), email),
  );
  const hasError = Boolean(error) || messages.length > 0;
  const describedBy = [helpText ? helpId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={withClassName(styles.root, className)} data-state={hasError ? 'invalid' : 'valid'}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {/* A click on the field's padding focuses the text input, as in any text box; keyboard users tab to it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; the input inside is the keyboard path. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same: keyboard users are already in the input. */}
      <div
        className={styles.field({ invalid: hasError, disabled })}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {emails.length > 0 && (
          <ul className={styles.tagList}>
            {emails.map((email, index) => {
              const invalid = isInvalid(email);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same address may be typed twice; the position tells the two apart and tags never reorder.
                  key={`${index}:${email}`}
                  className={styles.tag({ invalid })}
                  data-state={invalid ? 'invalid' : 'valid'}
                >
                  {invalid && (
                    <span aria-hidden="true" className={styles.invalidMark}>
                      !
                    </span>
                  )}
                  <span className={styles.tagText}>{email}</span>
                  {invalid && <span className={styles.visuallyHidden}>{` (${__('invalid')})`}</span>}
                  <button
                    type="button"
                    className={styles.removeButton}
                    aria-label={sprintf(/* translators: %s: email address */ __('Remove %s'), email)}
                    disabled={disabled}
                    onClick={() => {
                      remove(email);
                      inputRef.current?.focus();
                    }}
                  >
                    <LineIcon size={16} weight={1.75} className={styles.removeIcon}>
                      <path d="m4 4 8 8m0-8-8 8" />
                    </LineIcon>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <input
          {...rest}
          ref={(node) => {
            inputRef.current = node;
            assignRef(ref, node);
          }}
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className={styles.input}
          disabled={disabled}
          value={pending}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          onChange={(event) => handleChange(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onBlur={handleBlur}
        />
      </div>
      {helpText && (
        <p id={helpId} className={styles.help}>
          {helpText}
        </p>
      )}
      <div id={errorId} aria-live="polite">
        {error && <p className={styles.error}>{error}</p>}
        {messages.map((message) => (
          <p key={message} className={styles.error}>
            {message}
          </p>
        ))}
      </div>
      <span className={styles.visuallyHidden} role="status">
        {announcement}
      </span>
      {name && <input type="hidden" name={name} value={emails.join(',')} disabled={disabled} />}
    </div>
  );
}
