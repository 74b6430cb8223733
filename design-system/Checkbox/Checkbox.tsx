import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHelp, RequiredMarker, useField } from '../Field/Field';
import { withClassName } from '../classNames';
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
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const { frame, control } = useField(props);
  return (
    <div className={withClassName(styles.field, frame.className)} data-state={frame.invalid ? 'invalid' : 'valid'}>
      <span className={styles.boxCell}>
        <input ref={ref} type="checkbox" className={styles.box} {...control} />
      </span>
      <label id={frame.ids.labelId} htmlFor={control.id} className={styles.label}>
        <span>
          {frame.label}
          {frame.required ? <RequiredMarker /> : null}
        </span>
      </label>
      {frame.showHelp ? (
        <div className={styles.below}>
          <FieldHelp id={frame.ids.helpId}>{frame.helpText}</FieldHelp>
        </div>
      ) : null}
      {frame.invalid ? (
        <div className={styles.below}>
          <FieldError id={frame.ids.errorId}>{frame.error}</FieldError>
        </div>
      ) : null}
    </div>
  );
});
