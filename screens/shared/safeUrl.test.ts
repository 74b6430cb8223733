import { describe, expect, it } from 'vitest';
import { externalHttpUrl, pageLinkUrl } from './safeUrl';

describe('externalHttpUrl', () => {
  it.each([
    ['https://example.com/aquapure', 'https://example.com/aquapure'],
    ['  http://example.com  ', 'http://example.com/'],
    ['HTTPS://Example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
  ])('keeps the web address %j', (input, expected) => {
    expect(externalHttpUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.test/path',
    '/relative/path',
    'example.com',
    'www.example.com/page',
    'https:/\\evil.test',
    'http://',
    'ftp://example.com/file',
    'mailto:someone@example.com',
    '',
  ])('refuses %j', (input) => {
    expect(externalHttpUrl(input)).toBeNull();
  });

  it('treats null and undefined as no URL', () => {
    expect(externalHttpUrl(null)).toBeNull();
    expect(externalHttpUrl(undefined)).toBeNull();
  });
});

describe('pageLinkUrl', () => {
  it.each([
    ['/campaigns/run/team/4/', '/campaigns/run/team/4/'],
    ['https://site.test/campaigns/run/fundraiser/2/', 'https://site.test/campaigns/run/fundraiser/2/'],
  ])('keeps the host link %j', (input, expected) => {
    expect(pageLinkUrl(input)).toBe(expected);
  });

  it.each(['', '//evil.test/', '/\\evil.test', 'javascript:alert(1)', 'team/4/', 'data:text/html,x'])(
    'refuses %j',
    (input) => {
      expect(pageLinkUrl(input)).toBeNull();
    },
  );
});
