import type { ReactNode } from 'react';
import { Button, Spinner } from '../../design-system';

export interface SubmitButtonProps {
  /** From useFormSubmit: disables the button and shows a spinner while the request runs. */
  submitting: boolean;
  /** Disabled for another reason too (e.g. an image over the upload cap). */
  disabled?: boolean;
  children: ReactNode;
  fullWidth?: boolean;
}

/**
 * The form's one submit button: type=submit, disabled and aria-busy while submitting. The label stays the
 * same (a button that renames itself mid-action confuses screen readers); a spinner shows beside it.
 */
export function SubmitButton({ submitting, disabled = false, children, fullWidth }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      color="primary"
      fullWidth={fullWidth}
      disabled={disabled}
      busy={submitting}
      data-state={submitting ? 'submitting' : 'idle'}
    >
      {submitting ? (
        // No space after the spinner: the button is an inline-flex row with a gap, which spaces it from the label.
        <span aria-hidden="true">
          <Spinner size="tiny" tone="inherit" role="presentation" aria-label={undefined} />
        </span>
      ) : null}
      {children}
    </Button>
  );
}
