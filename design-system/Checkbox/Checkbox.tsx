import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldError, FieldHelp, hasContent, RequiredMarker, useFieldIds } from '../Field/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Shown beside the box; clicking it toggles the box. */
  label: ReactNode;
  helpText?: ReactNode | undefined;
  /** A message puts the field in its error state (aria-invalid, danger colour). */
  error?: ReactNode | undefined;
}

/**
 * A native checkbox with its label beside it. The ref and every other prop (name, checked,
 * defaultChecked, onChange, onBlur, required, disabled...) go to the `<input>`, so
 * `{...register('agree')}` works as is. `className` goes to the wrapper, for layout.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, helpText, error, id, className, required, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const showHelp = hasContent(helpText);
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-state={invalid ? 'invalid' : 'valid'}
    >
      <span className={styles.boxCell}>
        <input
          ref={ref}
          type="checkbox"
          id={ids.controlId}
          required={required}
          className={styles.box}
          aria-describedby={describedBy(ariaDescribedBy, showHelp && ids.helpId, invalid && ids.errorId)}
          {...rest}
          aria-invalid={invalid ? true : rest['aria-invalid']}
        />
      </span>
      <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
        <span>
          {label}
          {required ? <RequiredMarker /> : null}
        </span>
      </label>
      {showHelp ? (
        <div className={styles.below}>
          <FieldHelp id={ids.helpId}>{helpText}</FieldHelp>
        </div>
      ) : null}
      {invalid ? (
        <div className={styles.below}>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
});
