import { describe, expect, it } from 'vitest';
import { firstName, mailtoHref, thankMessage } from './thankMessage';

const facts = {
  donorName: 'Sam Ortiz',
  anonymous: false,
  amount: '$50',
  pageUrl: 'https://site.test/campaigns/run/fundraiser/2/',
  fundraiserName: 'Ana Lima',
};

describe('thankMessage', () => {
  it('greets the donor by first name and names the amount, the page and the fundraiser', () => {
    const message = thankMessage(facts);
    expect(message.startsWith('Dear Sam,\n\n')).toBe(true);
    expect(message).toContain('your gift of $50 to my fundraiser');
    expect(message).toContain('https://site.test/campaigns/run/fundraiser/2/');
    expect(message.endsWith('With thanks,\nAna Lima')).toBe(true);
  });

  it('greets an anonymous donor without a name (the fundraiser never sees it)', () => {
    const message = thankMessage({ ...facts, donorName: '', anonymous: true });
    expect(message.startsWith('Hello,\n\n')).toBe(true);
    expect(message).not.toContain('Dear');
  });
});

describe('firstName', () => {
  it.each([
    ['Sam Ortiz', false, 'Sam'],
    ['  Lee  ', false, 'Lee'],
    ['', false, ''],
    ['Sam Ortiz', true, ''],
  ])('%s (anonymous %s): %s', (name, anonymous, first) => {
    expect(firstName(name, anonymous)).toBe(first);
  });
});

describe('mailtoHref', () => {
  it('fills subject and body, no recipient, spaces as %20 and line breaks as CRLF', () => {
    const href = mailtoHref('Thank you & more', 'Dear Sam,\n\nThanks!');
    expect(href).toBe('mailto:?subject=Thank%20you%20%26%20more&body=Dear%20Sam%2C%0D%0A%0D%0AThanks!');
  });
});
