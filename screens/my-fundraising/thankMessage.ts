import { __, sprintf } from '../../design-system';

export interface ThankFacts {
  /** The donor's name as the host gives it; '' for an anonymous gift. */
  donorName: string;
  anonymous: boolean;
  /** The amount, already formatted in the site's currency. */
  amount: string;
  /** The fundraiser's public page. */
  pageUrl: string;
  /** Who signs the message. */
  fundraiserName: string;
}

/** A donor's first name to greet them with; '' when anonymous or unnamed. */
export function firstName(donorName: string, anonymous: boolean): string {
  if (anonymous) return '';
  return donorName.trim().split(/\s+/)[0] ?? '';
}

/** The thank-you the dialog starts from (the fundraiser edits it): greeting, the gift, the page, a signature. */
export function thankMessage({ donorName, anonymous, amount, pageUrl, fundraiserName }: ThankFacts): string {
  const name = firstName(donorName, anonymous);
  const greeting = name ? sprintf(/* translators: %s: the donor's first name */ __('Dear %s,'), name) : __('Hello,');
  const body = sprintf(
    /* translators: %s: the donation amount with its currency */ __(
      'Thank you so much for your gift of %s to my fundraiser. It means a lot to me, and it brings us closer to the goal.',
    ),
    amount,
  );
  const follow = sprintf(
    /* translators: %s: the address of the fundraiser's page */ __('You can follow how it is going here: %s'),
    pageUrl,
  );
  return [
    greeting,
    body,
    follow,
    fundraiserName.trim() ? `${__('With thanks,')}\n${fundraiserName.trim()}` : __('With thanks'),
  ].join('\n\n');
}

/** The subject line for the fundraiser's own mail app (the host picks its own when it sends). */
export function thankSubject(): string {
  return __('Thank you for your gift');
}

/**
 * A mailto: link that opens the fundraiser's mail app with subject and body filled in and no recipient: the client
 * never has the donor's address, so the fundraiser picks them from their own contacts.
 */
export function mailtoHref(subject: string, body: string): string {
  // encodeURIComponent, not URLSearchParams: mail apps read '+' literally, so spaces must be %20 (RFC 6068).
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`;
}
