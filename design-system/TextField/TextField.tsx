import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Field, useFieldIds } from '../Field/Field';
import { control } from '../Field/Field.css';
import { __ } from '../i18n';
import * as styles from './TextField.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'number' | 'search' | 'url' | 'tel';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Always visible; never replaced by a placeholder. */
  label: ReactNode;
  helpText?: ReactNode | undefined;
  /** A message puts the field in its error state (aria-invalid, danger colour). */
  error?: ReactNode | undefined;
  type?: TextFieldType | undefined;
  /** Password fields only: adds a Show/Hide button beside the input. */
  passwordToggle?: boolean | undefined;
  /** Accessible names of the toggle, to override the translated defaults. */
  showPasswordLabel?: string | undefined;
  hidePasswordLabel?: string | undefined;
}

/**
 * A labelled single-line input. The ref and every other prop (name, value, onChange, onBlur,
 * required, disabled...) go to the native `<input>`, so `{...register('name')}` works as is.
 * `className` goes to the field's wrapper, for layout.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    helpText,
    error,
    type = 'text',
    passwordToggle = false,
    showPasswordLabel,
    hidePasswordLabel,
    id,
    className,
    inputMode,
    required,
    disabled,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const [revealed, setRevealed] = useState(false);
  const hasToggle = type === 'password' && passwordToggle;
  const inputType = hasToggle && revealed ? 'text' : type;
  // Money goals are whole numbers: a numeric keypad on phones, no decimal key.
  const mode = inputMode ?? (type === 'number' ? 'numeric' : undefined);

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
      {(controlProps) => {
        const input = (
          <input
            ref={ref}
            type={inputType}
            inputMode={mode}
            required={required}
            disabled={disabled}
            className={hasToggle ? `${control} ${styles.input}` : control}
            {...controlProps}
            {...rest}
            aria-invalid={controlProps['aria-invalid'] ?? rest['aria-invalid']}
          />
        );
        if (!hasToggle) return input;
        return (
          <div className={styles.withToggle}>
            {input}
            <Button
              color="outline"
              size="medium"
              aria-controls={ids.controlId}
              aria-label={
                revealed ? (hidePasswordLabel ?? __('Hide password')) : (showPasswordLabel ?? __('Show password'))
              }
              disabled={disabled}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? __('Hide') : __('Show')}
            </Button>
          </div>
        );
      }}
    </Field>
  );
});
