import { useEffect } from 'react';
import { __, Notice, Page, TextLink } from '../../design-system';
import { paths } from './paths';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { clearSignInNeeded, useSignInNeeded } from './signInNeeded';

/**
 * "That page needs you to sign in": one line on the page a guard sent a visitor to (SPEC 2 keeps the redirect;
 * this says why). Gone on the next move and after a reload.
 */
export default function SignInNeededNotice() {
  const pathname = useLocation().pathname;
  const note = useSignInNeeded();
  const loginHref = useHref(paths.login());
  const toLogin = useLinkClickHandler(paths.login());
  useEffect(() => {
    // Still on the guarded page (the redirect is under way) or on the landing: keep it; anywhere else: done.
    if (note && pathname !== note.from && pathname !== note.to) clearSignInNeeded(note);
  }, [note, pathname]);
  if (!note || pathname !== note.to) return null;
  return (
    <Page>
      <Notice type="info">
        {__('Sign in to see that page.')}{' '}
        <TextLink href={loginHref} onClick={toLogin}>
          {__('Sign in')}
        </TextLink>
      </Notice>
    </Page>
  );
}
