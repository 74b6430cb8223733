import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from '../Field/Field';
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
  {
    label,
    helpText,
    error,
    options,
    placeholder,
    id,
    className,
    required,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <Field
      ids={ids}
      label={label}
      helpText={helpText}
      error={error}
      required={required}
      className={className}
      describedBy={ariaDescribedBy}
    >
      {(controlProps) => (
        <span className={styles.wrapper}>
          <select
            ref={ref}
            required={required}
            className={`${control} ${styles.select}`}
            {...controlProps}
            {...rest}
            aria-invalid={controlProps['aria-invalid'] ?? rest['aria-invalid']}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
});
