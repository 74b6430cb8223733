import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Field, useField } from '../Field/Field';
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
  { type = 'text', passwordToggle = false, showPasswordLabel, hidePasswordLabel, inputMode, disabled, ...props },
  ref,
) {
  const field = useField(props);
  const [revealed, setRevealed] = useState(false);
  const hasToggle = type === 'password' && passwordToggle;
  // Money goals are whole numbers: a numeric keypad on phones, no decimal key.
  const mode = inputMode ?? (type === 'number' ? 'numeric' : undefined);
  const input = (
    <input
      ref={ref}
      type={hasToggle && revealed ? 'text' : type}
      inputMode={mode}
      disabled={disabled}
      className={hasToggle ? `${control} ${styles.input}` : control}
      {...field.control}
    />
  );

  return (
    <Field {...field.frame}>
      {hasToggle ? (
        <div className={styles.withToggle}>
          {input}
          <Button
            color="outline"
            size="medium"
            aria-controls={field.control.id}
            aria-label={
              revealed ? (hidePasswordLabel ?? __('Hide password')) : (showPasswordLabel ?? __('Show password'))
            }
            disabled={disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? __('Hide') : __('Show')}
          </Button>
        </div>
      ) : (
        input
      )}
    </Field>
  );
});
