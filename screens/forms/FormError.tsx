import { forwardRef } from 'react';
import { Notice } from '../../design-system';

export interface FormErrorProps {
  /** The form-level message (the server's, or a refused redirect); nothing renders while null. */
  message: string | null;
  className?: string;
}

/**
 * The form-level error: an error Notice (role=alert) that can take focus (tabIndex -1), so the form can move
 * focus to it after a server failure. The message is rendered as text, never HTML.
 */
export const FormError = forwardRef<HTMLDivElement, FormErrorProps>(function FormError({ message, className }, ref) {
  if (message === null || message === '') return null;
  return (
    <Notice ref={ref} type="error" tabIndex={-1} className={className} data-form-error="">
      <p>{message}</p>
    </Notice>
  );
});
