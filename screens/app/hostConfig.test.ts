import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostConfigSchema, toIntlLocale } from './hostConfig';

// The page's own address, stubbed so that these tests mean the same in Node (the mutation run) as in jsdom.
const origin = 'https://charity.example';
beforeEach(() => {
  vi.stubGlobal('location', new URL(`${origin}/campaigns/spring/`));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const base = { apiRoot: `${origin}/wp-json/give-api/v2/p2p-campaigns`, apiNonce: 'abc1234567' };
const parse = (extra: Record<string, unknown>) => v.parse(hostConfigSchema, { ...base, ...extra });
const renewalUrl = (value: unknown) => parse({ nonceRenewalUrl: value }).nonceRenewalUrl;

describe('hostConfigSchema nonceRenewalUrl', () => {
  it('keeps a same-origin URL, absolute or relative', () => {
    const url = `${origin}/wp-admin/admin-ajax.php?action=rest-nonce`;
    expect(renewalUrl(url)).toBe(url);
    expect(renewalUrl('/wp-admin/admin-ajax.php?action=rest-nonce')).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['blank', '  '],
    ['another origin (the request would carry the visitor’s cookies there)', 'https://evil.test/nonce'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['not a URL at all', 'http://['],
  ])('treats %s as no renewal, without breaking the page', (_label, value) => {
    expect(renewalUrl(value)).toBeUndefined();
  });
});

describe('hostConfigSchema logoutUrl', () => {
  it.each([`${origin}/wp-login.php?action=logout&_wpnonce=abc`, 'http://charity.example/wp-login.php?action=logout'])(
    'keeps the http(s) sign-out link %s',
    (url) => {
      expect(parse({ logoutUrl: url }).logoutUrl).toBe(url);
    },
  );

  it.each([
    ['a javascript: URL (it becomes a link)', 'javascript:alert(1)'],
    ['a relative path', '/wp-login.php?action=logout'],
    ['an ftp URL', 'ftp://charity.example/logout'],
    ['a scheme that merely contains http', 'xhttp://charity.example/logout'],
    ['a scheme that merely starts with http', 'https-evil://charity.example/logout'],
  ])('refuses %s', (_label, url) => {
    expect(v.safeParse(hostConfigSchema, { ...base, logoutUrl: url }).success).toBe(false);
  });

  it('treats an absent link as none', () => {
    expect(parse({}).logoutUrl).toBeUndefined();
  });
});

describe('hostConfigSchema currencyPosition', () => {
  it.each([
    ['after', 'after'],
    ['before', 'before'],
    [undefined, 'before'],
    [null, 'before'],
    ['sideways', 'before'],
  ])('reads %s as %s', (position, expected) => {
    expect(parse({ currencyPosition: position }).currencyPosition).toBe(expected);
  });
});

describe('hostConfigSchema typeface', () => {
  it('passes a family list on (ThemeRoot vets it) and reads blank or null as none', () => {
    expect(parse({ typeface: ' "Source Sans 3", sans-serif ' }).typeface).toBe('"Source Sans 3", sans-serif');
    expect(parse({ typeface: '  ' }).typeface).toBeUndefined();
    expect(parse({ typeface: null }).typeface).toBeUndefined();
    expect(parse({}).typeface).toBeUndefined();
  });
});

describe('toIntlLocale', () => {
  it.each([
    ['en_US', 'en-US'],
    ['de_DE_formal', 'de-DE'],
    ['he_IL', 'he-IL'],
    ['  fr_FR  ', 'fr-FR'],
    ['de', 'de'],
    ['pt-BR', 'pt-BR'],
    ['de_DE_', 'de-DE'],
    ['de__DE', 'de-DE'],
    ['', 'en-US'],
    ['nl_!!', 'nl'],
  ])('turns the WordPress locale %j into %j', (wordpress, intl) => {
    expect(toIntlLocale(wordpress)).toBe(intl);
  });
});
