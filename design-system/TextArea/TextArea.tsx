import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field, useField } from '../Field/Field';
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
}

/**
 * A labelled multi-line input. The ref and every other prop go to the native `<textarea>`, so
 * `{...register('story')}` works as is. `className` goes to the field's wrapper, for layout.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ rows = 4, ...props }, ref) {
  const field = useField(props);
  return (
    <Field {...field.frame}>
      <textarea ref={ref} rows={rows} className={`${control} ${styles.textArea}`} {...field.control} />
    </Field>
  );
});
