import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hostConfigSchema } from './hostConfig';

const base = { apiRoot: `${location.origin}/wp-json/give-api/v2/p2p-campaigns`, apiNonce: 'abc1234567' };
const renewalUrl = (value: unknown) => v.parse(hostConfigSchema, { ...base, nonceRenewalUrl: value }).nonceRenewalUrl;

describe('hostConfigSchema nonceRenewalUrl', () => {
  it('keeps a same-origin URL, absolute or relative', () => {
    const url = `${location.origin}/wp-admin/admin-ajax.php?action=rest-nonce`;
    expect(renewalUrl(url)).toBe(url);
    expect(renewalUrl('/wp-admin/admin-ajax.php?action=rest-nonce')).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['blank', '  '],
    ['another origin (the request would carry the visitor’s cookies there)', 'https://evil.test/nonce'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('treats %s as no renewal, without breaking the page', (_label, value) => {
    expect(renewalUrl(value)).toBeUndefined();
  });
});
