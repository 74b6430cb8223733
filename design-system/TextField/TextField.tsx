import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { describedBy, Field, useField } from '../Field/Field';
import { useCharacterCount } from '../Field/characterCount';
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
  /**
   * The most characters the input takes (native maxlength: typing stops there, a paste is cut); from 80% of it
   * a "N characters left" count shows under the input, announced politely at a few thresholds.
   */
  maxLength?: number | undefined;
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
    type = 'text',
    passwordToggle = false,
    showPasswordLabel,
    hidePasswordLabel,
    inputMode,
    disabled,
    maxLength,
    onChange,
    ...props
  },
  ref,
) {
  const counter = useCharacterCount(maxLength, ref, onChange);
  const field = useField({
    ...props,
    'aria-describedby': describedBy(props['aria-describedby'], counter.describedBy),
  });
  const [revealed, setRevealed] = useState(false);
  const hasToggle = type === 'password' && passwordToggle;
  // Money goals are whole numbers: a numeric keypad on phones, no decimal key.
  const mode = inputMode ?? (type === 'number' ? 'numeric' : undefined);
  const input = (
    <input
      ref={counter.ref}
      type={hasToggle && revealed ? 'text' : type}
      inputMode={mode}
      disabled={disabled}
      maxLength={maxLength}
      onChange={counter.onChange}
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
      {counter.count}
    </Field>
  );
});
