import { describe, expect, it, vi } from 'vitest';
import { navigateFullPage, resolveRedirect } from './redirects';

const CAMPAIGN = 'https://site.test/campaigns/run/';

describe('resolveRedirect', () => {
  it.each([
    ['registration', '/start-fundraising/', 'https://site.test/campaigns/run/start-fundraising/'],
    ['registration', 'create-team/', 'https://site.test/campaigns/run/create-team/'],
    ['join', '/team/4/', 'https://site.test/campaigns/run/team/4/'],
    [
      'login',
      'https://site.test/campaigns/run/start-fundraising/',
      'https://site.test/campaigns/run/start-fundraising/',
    ],
    ['login', '/start-fundraising/', 'https://site.test/campaigns/run/start-fundraising/'],
    [
      'registration',
      'https://site.test/campaigns/run/register/create-profile/',
      'https://site.test/campaigns/run/register/create-profile/',
    ],
    ['join', ' /team/4/ ', 'https://site.test/campaigns/run/team/4/'],
    // A colon in the query is no scheme.
    [
      'registration',
      '/start-fundraising/?via=mail:weekly',
      'https://site.test/campaigns/run/start-fundraising/?via=mail:weekly',
    ],
  ] as const)('%s: follows %j', (_rule, redirect, expected) => {
    expect(resolveRedirect(redirect, CAMPAIGN)).toEqual({ ok: true, url: expected });
  });

  it.each([
    [
      'a query and hash',
      'https://site.test/campaigns/run/?lang=de#top',
      'team/4/',
      'https://site.test/campaigns/run/team/4/',
    ],
    ['a doubled slash', 'https://site.test/campaigns/run//', 'team/4/', 'https://site.test/campaigns/run/team/4/'],
    [
      'plain http',
      'http://site.test/campaigns/run/',
      'http://site.test/campaigns/run/login/',
      'http://site.test/campaigns/run/login/',
    ],
  ])('appends to a campaign URL with %s', (_case, campaign, redirect, expected) => {
    expect(resolveRedirect(redirect, campaign)).toEqual({ ok: true, url: expected });
  });

  it('refuses every redirect when the campaign URL does not parse', () => {
    expect(resolveRedirect('/team/4/', 'not a url')).toEqual({ ok: false, reason: 'refused' });
  });

  it.each([
    ['login', 'https://evil.test/phish'],
    ['login', 'https://site.test@evil.test/'],
    ['login', 'https://site.test.evil.test/'],
    ['login', 'http://site.test:8080/'],
    ['login', '//evil.test/'],
    ['registration', '//evil.test/'],
    ['login', '/\\evil.test/'],
    ['join', '\\\\evil.test'],
    ['login', 'javascript:alert(1)'],
    ['registration', 'JavaScript:alert(1)'],
    ['login', 'java\tscript:alert(1)'],
    ['join', 'data:text/html,<script>alert(1)</script>'],
    ['login', 'ftp://site.test/file'],
    // A blob URL shares the campaign's origin but is no page of the site.
    ['login', 'blob:https://site.test/campaigns/run/'],
    ['login', 'https://site .test/'],
  ] as const)('%s: refuses %j', (_rule, redirect) => {
    expect(resolveRedirect(redirect, CAMPAIGN)).toEqual({ ok: false, reason: 'refused' });
  });

  it.each([undefined, '', '   ', 42])('reports a missing redirect (%j)', (redirect) => {
    expect(resolveRedirect(redirect, CAMPAIGN)).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('navigateFullPage', () => {
  it('loads the URL as a new page', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    navigateFullPage('https://site.test/campaigns/run/');
    expect(assign).toHaveBeenCalledWith('https://site.test/campaigns/run/');
  });
});
