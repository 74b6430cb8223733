import { forwardRef } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { __, Notice } from '../../design-system';
import { paths } from '../app/paths';
import { RouterTextLink } from '../shared/links';

export interface FormErrorProps {
  /** The form-level message (the server's, or a refused redirect); nothing renders while null. */
  message: string | null;
  className?: string;
}

/** The reference host's and the plugin's refusal of a taken email on registration (code existing_user_email). */
const DUPLICATE_EMAIL = 'An account with this email address already exists. Please log in.';

const duplicateEmailStart = () => __('An account with this email address already exists.');
const pleaseLogIn = () => __('Please log in.');

/** Whether the message is the known duplicate-email wording, as the host sends it or in our own translation. */
export function isDuplicateEmailMessage(message: string): boolean {
  return message === DUPLICATE_EMAIL || message === `${duplicateEmailStart()} ${pleaseLogIn()}`;
}

/**
 * The duplicate-email message in our own words, with "Please log in." as a link to the login page: only this
 * known wording gets a link, every other message stays plain text. Outside the app's router (the admin screens)
 * there is no login page to link, so the words stay text there.
 */
function DuplicateEmail() {
  const routed = useInRouterContext();
  return (
    <p>
      {duplicateEmailStart()}{' '}
      {routed ? <RouterTextLink to={paths.login()}>{pleaseLogIn()}</RouterTextLink> : pleaseLogIn()}
    </p>
  );
}

/**
 * The form-level error: an error Notice (role=alert) that can take focus (tabIndex -1), so the form can move
 * focus to it after a server failure. The message is rendered as text, never HTML.
 */
export const FormError = forwardRef<HTMLDivElement, FormErrorProps>(function FormError({ message, className }, ref) {
  if (message === null || message === '') return null;
  return (
    <Notice ref={ref} type="error" tabIndex={-1} className={className} data-form-error="">
      {isDuplicateEmailMessage(message) ? <DuplicateEmail /> : <p>{message}</p>}
    </Notice>
  );
});
