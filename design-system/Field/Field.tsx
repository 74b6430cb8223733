import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';

/**
 * The frame every form field shares: a visible label, optional help text and an error message,
 * tied to the control by id. Not part of the public API; TextField, Select and friends use it.
 */

export interface FieldIds {
  controlId: string;
  labelId: string;
  helpId: string;
  errorId: string;
}

/** Ids for a field's parts; the control keeps the consumer's `id` when one is given. */
export function useFieldIds(id?: string): FieldIds {
  const base = useId();
  return {
    controlId: id ?? `${base}control`,
    labelId: `${base}label`,
    helpId: `${base}help`,
    errorId: `${base}error`,
  };
}

/** Joins the ids that apply into one `aria-describedby` value, or undefined when there are none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((value): value is string => typeof value === 'string' && value !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/** True when a help or error prop has something to show (an empty string, null or false does not). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * The visual "*" for a required field. Hidden from assistive technology: the control's native
 * `required` already makes screen readers say "required", so it is announced once.
 */
export function RequiredMarker() {
  return (
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHelp({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.help}>
      {children}
    </p>
  );
}

/** Plain text tied to the control by aria-describedby; no role=alert, so a form full of errors is not shouted. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}

/** The attributes a control needs to be labelled, described and marked invalid by its frame. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  helpText?: ReactNode | undefined;
  error?: ReactNode | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  /** Render the control; it receives its id and aria attributes. */
  children: (control: FieldControlProps) => ReactNode;
  /** Any aria-describedby the consumer set on the control, kept alongside the frame's ids. */
  describedBy?: string | undefined;
}

/** Label, help and error above the control (read before typing, as GOV.UK forms do); all tied to it by id. */
export function Field({ ids, label, helpText, error, required, className, children, describedBy: extra }: FieldProps) {
  const invalid = hasContent(error);
  const showHelp = hasContent(helpText);
  const control: FieldControlProps = {
    id: ids.controlId,
    'aria-describedby': describedBy(extra, showHelp && ids.helpId, invalid && ids.errorId),
    'aria-invalid': invalid ? true : undefined,
  };
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-state={invalid ? 'invalid' : 'valid'}
    >
      <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {showHelp ? <FieldHelp id={ids.helpId}>{helpText}</FieldHelp> : null}
      {invalid ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      {children(control)}
    </div>
  );
}
