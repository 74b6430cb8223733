import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { describedBy, Field, useField } from '../Field/Field';
import { useCharacterCount } from '../Field/characterCount';
import { control } from '../Field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Always visible; never replaced by a placeholder. */
  label: ReactNode;
  helpText?: ReactNode | undefined;
  /** A message puts the field in its error state (aria-invalid, danger colour). */
  error?: ReactNode | undefined;
  /** Visible lines; the fundraiser and team story fields use 10. */
  rows?: number | undefined;
  /**
   * The most characters it takes (native maxlength: typing stops there, a paste is cut); from 80% of it a
   * "N characters left" count shows under it, announced politely at a few thresholds.
   */
  maxLength?: number | undefined;
}

/**
 * A labelled multi-line input. The ref and every other prop go to the native `<textarea>`, so
 * `{...register('story')}` works as is. `className` goes to the field's wrapper, for layout.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { rows = 4, maxLength, onChange, ...props },
  ref,
) {
  const counter = useCharacterCount(maxLength, ref, onChange);
  const field = useField({
    ...props,
    'aria-describedby': describedBy(props['aria-describedby'], counter.describedBy),
  });
  return (
    <Field {...field.frame}>
      <textarea
        ref={counter.ref}
        rows={rows}
        maxLength={maxLength}
        onChange={counter.onChange}
        className={`${control} ${styles.textArea}`}
        {...field.control}
      />
      {counter.count}
    </Field>
  );
});
