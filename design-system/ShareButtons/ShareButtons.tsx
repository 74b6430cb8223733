import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { __ } from '../i18n';
import { shareUrls } from './model';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { icon, link, list } from './ShareButtons.css';

export interface ShareButtonsProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children' | 'title'> {
  /** The page to share. */
  url: string;
  /** Its title: the tweet text and the email subject. */
  title: string;
  /**
   * `full` (default): 'Share on Facebook'… buttons that wrap. `compact`: one row of three equal buttons with
   * short labels ('Facebook', 'Twitter', 'Email'); the links keep their full names for screen readers.
   */
  variant?: 'full' | 'compact' | undefined;
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className={icon} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Links that share a page on Facebook and Twitter (each in a new tab) and by email. */
export const ShareButtons = forwardRef<HTMLUListElement, ShareButtonsProps>(function ShareButtons(
  { url, title, variant = 'full', className, ...rest },
  ref,
) {
  const urls = shareUrls(url, title);
  const newTabNoteId = useId();
  // The note is a description, not part of the name, so each link is still named 'Share on …'.
  const webLinkProps = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': newTabNoteId } as const;
  const compact = variant === 'compact';
  // Compact labels read 'Facebook' on screen and 'Share on Facebook' to a screen reader: one accessible name.
  // Compact: the network's name shows, the whole phrase is what a screen reader hears (no sentence in pieces
  // for translators: word order differs between languages).
  const label = (full: string, short: string) =>
    compact ? (
      <span>
        <VisuallyHidden>{full}</VisuallyHidden>
        <span aria-hidden="true">{short}</span>
      </span>
    ) : (
      full
    );
  const classes = [list({ variant }), className].filter(Boolean).join(' ');
  return (
    <ul ref={ref} className={classes} {...rest}>
      <li>
        <a href={urls.facebook} className={link({ variant })} {...webLinkProps}>
          <Icon>
            <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.4 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8z" />
          </Icon>
          {label(__('Share on Facebook'), __('Facebook'))}
        </a>
      </li>
      <li>
        <a href={urls.twitter} className={link({ variant })} {...webLinkProps}>
          <Icon>
            <path d="M22 5.9c-.7.3-1.5.5-2.4.6.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2.1 2.8 3.9 2.9A8.2 8.2 0 0 1 2 18.3 11.6 11.6 0 0 0 8.3 20c7.5 0 11.7-6.2 11.7-11.7v-.5c.8-.5 1.5-1.2 2-1.9z" />
          </Icon>
          {label(__('Share on Twitter'), __('Twitter'))}
        </a>
        {/* Hidden, yet read as the description of the links that point at it. */}
        <span id={newTabNoteId} hidden>
          {__('Opens in a new tab')}
        </span>
      </li>
      <li>
        <a href={urls.email} className={link({ variant })}>
          <Icon>
            <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.6 7l6.4 4.3L18.4 7z" />
          </Icon>
          {label(__('Share by Email'), __('Email'))}
        </a>
      </li>
    </ul>
  );
});
