import { __, Inline, Page, sprintf, TextLink } from '../../design-system';
import { clearAllDrafts } from '../forms/drafts/clearAllDrafts';
import { describeAccount, type AccountView } from './account';
import * as styles from './AccountBar.css';
import { FUNDRAISER_TOOLS, hasFeature } from './hostConfig';
import { useCampaignUrl, useHostData } from './HostDataContext';
import { paths } from './paths';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';

/** A move inside the app (sign-in, registration), marked as the current page when it is one. */
function AppLink({ to, children }: { to: string; children: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  const current = useLocation().pathname === to;
  return (
    <TextLink href={href} onClick={onClick} aria-current={current ? 'page' : undefined}>
      {children}
    </TextLink>
  );
}

function SignedIn({ view, tools }: { view: Extract<AccountView, { kind: 'signedIn' }>; tools: boolean }) {
  const toUrl = useCampaignUrl();
  const onMyPage = useLocation().pathname === view.myPage.path;
  return (
    <>
      <li className={styles.name}>
        {view.name
          ? sprintf(/* translators: %s: user display name */ __('Signed in as %s'), view.name)
          : __('Signed in')}
      </li>
      {/* One item for both links, so they wrap together onto a line of their own when the sentence needs the row. */}
      <li className={styles.links}>
        {view.myPage.kind === 'fundraiser' && tools ? (
          // The fundraising tools' dashboard (docs/fundraising-tools.md) is a fundraiser's hub and links to their
          // page: one link instead of two keeps the bar on one line on a phone.
          <AppLink to={paths.myFundraising()}>{__('My fundraising')}</AppLink>
        ) : view.myPage.kind === 'fundraiser' ? (
          // A fundraiser page needs host data no call returns: a full page load.
          <TextLink href={toUrl(view.myPage.path)} aria-current={onMyPage ? 'page' : undefined}>
            {__('My page')}
          </TextLink>
        ) : (
          <AppLink to={view.myPage.path}>{__('Create my page')}</AppLink>
        )}
        {view.logoutUrl ? (
          // Signing out forgets this tab's form drafts (issue 15): the next person at this computer must not see them.
          <TextLink href={view.logoutUrl} onClick={clearAllDrafts}>
            {__('Sign out')}
          </TextLink>
        ) : null}
      </li>
    </>
  );
}

/**
 * Who is signed in, their page and the way out (the host's logout link with its nonce); "Sign in" for visitors.
 * One small line above every page, a navigation landmark of its own.
 */
export function AccountBar() {
  const { auth, user, config } = useHostData();
  const view = describeAccount(auth, user, config.logoutUrl);
  return (
    <nav aria-label={__('Account')} className={styles.bar}>
      <Page>
        <Inline as="ul" justify="end" className={styles.items}>
          {view.kind === 'visitor' ? (
            <li className={styles.link}>
              <AppLink to={view.signInPath}>{__('Sign in')}</AppLink>
            </li>
          ) : (
            <SignedIn view={view} tools={hasFeature(config, FUNDRAISER_TOOLS)} />
          )}
        </Inline>
      </Page>
    </nav>
  );
}
