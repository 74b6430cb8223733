import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, useField } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Always visible; never replaced by the placeholder option. */
  label: ReactNode;
  helpText?: ReactNode | undefined;
  /** A message puts the field in its error state (aria-invalid, danger colour). */
  error?: ReactNode | undefined;
  options: readonly SelectOption[];
  /** Text of a first option with an empty value ("Choose a team"); a required select rejects it. */
  placeholder?: string | undefined;
}

/**
 * A labelled native `<select>`. The ref and every other prop go to the `<select>`, so
 * `{...register('team')}` works as is. `className` goes to the field's wrapper, for layout.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, ...props },
  ref,
) {
  const field = useField(props);
  return (
    <Field {...field.frame}>
      <span className={styles.wrapper}>
        <select ref={ref} className={`${control} ${styles.select}`} {...field.control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </Field>
  );
});
