import { describe, expect, it } from 'vitest';
import { sponsorAnchor, sponsorLinkMode } from './sponsorLink';

describe('sponsorLinkMode', () => {
  it.each([
    ['disabled', 'none'],
    [' Disabled ', 'none'],
    ['nofollow', 'nofollow'],
    ['enabled', 'external'],
    ['', 'external'],
    ['anything else', 'external'],
  ] as const)('%j → %s', (setting, mode) => {
    expect(sponsorLinkMode(setting)).toBe(mode);
  });
});

describe('sponsorAnchor', () => {
  const url = 'https://example.com/aquapure';

  it.each([
    ['enabled', { href: url, rel: 'noopener noreferrer', target: '_blank' }],
    ['', { href: url, rel: 'noopener noreferrer', target: '_blank' }],
    ['nofollow', { href: url, rel: 'nofollow noopener', target: '_blank' }],
    ['disabled', null],
  ])('sponsor_linking %j', (setting, expected) => {
    expect(sponsorAnchor(setting, url)).toEqual(expected);
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,hi', 'vbscript:x', '/sponsor', 'not a url', ''])(
    'never links %j, whatever the setting',
    (badUrl) => {
      expect(sponsorAnchor('enabled', badUrl)).toBeNull();
      expect(sponsorAnchor('nofollow', badUrl)).toBeNull();
    },
  );
});
