import { useId, type AriaAttributes, type ReactNode } from 'react';
import { withClassName } from '../classNames';
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

/** What a field is given for its frame; everything else it is given goes to its native control. */
export interface FieldOwnProps {
  label: ReactNode;
  helpText?: ReactNode | undefined;
  /** A message puts the field in its error state (aria-invalid, danger colour). */
  error?: ReactNode | undefined;
  /** The control's id; a generated one when omitted. */
  id?: string | undefined;
  /** Goes to the field's wrapper, for layout. */
  className?: string | undefined;
  required?: boolean | undefined;
  /** Kept alongside the frame's own help and error ids. */
  'aria-describedby'?: string | undefined;
  /** The frame's error state wins; without an error the consumer's value stands. */
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/** The frame's side of a field: ids, texts and the states they put it in. */
export interface FieldFrame {
  ids: FieldIds;
  label: ReactNode;
  helpText: ReactNode;
  error: ReactNode;
  required: boolean | undefined;
  className: string | undefined;
  /** The help text has something to show. */
  showHelp: boolean;
  /** The error has something to show. */
  invalid: boolean;
}

/** The attributes a control needs to be labelled, described and marked invalid by its frame. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': AriaAttributes['aria-invalid'];
}

/**
 * Splits a field's props into its frame's and its control's: the control gets its id, `required`, the
 * describedby of the help and error shown, aria-invalid, and every prop the frame does not take.
 */
export function useField<P extends FieldOwnProps>({
  label,
  helpText,
  error,
  id,
  className,
  required,
  'aria-describedby': extraDescribedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: P) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const showHelp = hasContent(helpText);
  const frame: FieldFrame = { ids, label, helpText, error, required, className, showHelp, invalid };
  const control: FieldControlProps = {
    id: ids.controlId,
    required,
    'aria-describedby': describedBy(extraDescribedBy, showHelp && ids.helpId, invalid && ids.errorId),
    'aria-invalid': invalid ? true : ariaInvalid,
  };
  return { frame, control: { ...control, ...rest } };
}

/** Label, help and error above the control (read before typing, as GOV.UK forms do); all tied to it by id. */
export function Field({
  ids,
  label,
  helpText,
  error,
  required,
  className,
  showHelp,
  invalid,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={withClassName(styles.field, className)} data-state={invalid ? 'invalid' : 'valid'}>
      <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {showHelp ? <FieldHelp id={ids.helpId}>{helpText}</FieldHelp> : null}
      {invalid ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      {children}
    </div>
  );
}
