import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { __ } from '../i18n';
import { shareUrls } from './model';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { icon, item, link, list, shortLabel } from './ShareButtons.css';

export interface ShareButtonsProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children' | 'title'> {
  /** The page to share. */
  url: string;
  /** Its title: the post's text on X, the message's first words (WhatsApp, SMS) and the email subject. */
  title: string;
  /**
   * `full` (default): 'Share on Facebook'… buttons that wrap. `compact`: one row of equal buttons with short
   * labels ('Facebook', 'X', 'Email'), icons alone when a phone's row is too narrow for five words; the links
   * keep their full names for screen readers.
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

/**
 * Links that share a page on Facebook and X (each in a new tab) and by email; on a touch screen also on
 * WhatsApp and by text message. Those two show only where the pointer is coarse (phones, tablets): `sms:`
 * goes nowhere on most computers, and a desktop's side column has room for three buttons, not five. CSS decides,
 * not script, so the row is right in the first paint and the links are plain links everywhere.
 */
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
        <span className={shortLabel} aria-hidden="true">
          {short}
        </span>
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
        <a href={urls.x} className={link({ variant })} {...webLinkProps}>
          <Icon>
            <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z" />
          </Icon>
          {label(__('Share on X'), __('X'))}
        </a>
        {/* Hidden, yet read as the description of the links that point at it. */}
        <span id={newTabNoteId} hidden>
          {__('Opens in a new tab')}
        </span>
      </li>
      <li className={item({ touchOnly: true })}>
        <a href={urls.whatsapp} className={link({ variant })} {...webLinkProps}>
          <Icon>
            <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.2-.3-.2-.5-.4z" />
          </Icon>
          {label(__('Share on WhatsApp'), __('WhatsApp'))}
        </a>
      </li>
      <li className={item({ touchOnly: true })}>
        <a href={urls.sms} className={link({ variant })}>
          <Icon>
            <path
              fillRule="evenodd"
              d="M5 3h14a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-6 4V5a2 2 0 0 1 2-2zm0 2v12.5L8.4 16H19V5zm2 3h10v1.6H7zm0 3.5h7v1.6H7z"
            />
          </Icon>
          {label(__('Share by text message'), __('SMS'))}
        </a>
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
