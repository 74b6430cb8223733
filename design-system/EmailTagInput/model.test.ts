import { describe, expect, it } from 'vitest';
import { isValidEmail, mergeEmails, parseEmailList } from './model';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

// Label lengths stay under DNS's 63-character limit so only the domain total is under test.
const label = (letter: string) => letter.repeat(60);
const domainOf = (bytes: number) => {
  const labels = [label('a'), label('b'), label('c'), label('d')].join('.');
  return `${labels}.${'e'.repeat(bytes - labels.length - 5)}.org`;
};

/** 120 two-byte characters in two labels: far fewer characters than bytes. */
const wideDomainOf = (bytes: number) => `${'é'.repeat(60)}.${'é'.repeat(60)}.${'x'.repeat(bytes - 246)}.org`;

describe('isValidEmail', () => {
  it.each<[string, string, boolean]>([
    ['a plain address', 'ana@example.com', true],
    ['a sub-domain and plus tag', 'ana.lima+p2p@mail.example.co.uk', true],
    ['no top-level domain', 'ana@localhost', false],
    ['no @', 'ana.example.com', false],
    ['no local part', '@example.com', false],
    ['no domain', 'ana@', false],
    ['two @', 'ana@@example.com', false],
    ['a space inside', 'ana lima@example.com', false],
    ['a display name', 'Ana <ana@example.com>', false],
    ['an IP domain', 'ana@[127.0.0.1]', false],
    ['empty', '', false],
    ['64-byte ASCII local part', `${'a'.repeat(64)}@example.com`, true],
    ['65-byte ASCII local part', `${'a'.repeat(65)}@example.com`, false],
    ['32 two-byte characters = 64 bytes', `${'é'.repeat(32)}@example.com`, true],
    ['33 two-byte characters = 66 bytes, though only 33 characters', `${'é'.repeat(33)}@example.com`, false],
    ['21 three-byte characters = 63 bytes', `${'日'.repeat(21)}@example.com`, true],
    ['22 three-byte characters = 66 bytes', `${'日'.repeat(22)}@example.com`, false],
    ['a domain of 250 bytes', `a@${domainOf(250)}`, true],
    ['a domain of 255 bytes', `a@${domainOf(255)}`, false],
    ['a 254-byte domain of two-byte characters (134 characters)', `a@${wideDomainOf(254)}`, true],
    ['a 255-byte domain of two-byte characters (135 characters)', `a@${wideDomainOf(255)}`, false],
    ['a lone surrogate', `an\uD800a@example.com`, false],
  ])('%s: %s is %s', (_case, email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('builds the byte-length cases it claims to', () => {
    expect(utf8Bytes('é'.repeat(33))).toBe(66);
    expect(utf8Bytes('日'.repeat(21))).toBe(63);
    expect(utf8Bytes(domainOf(250))).toBe(250);
    expect(utf8Bytes(domainOf(255))).toBe(255);
    expect(utf8Bytes(wideDomainOf(255))).toBe(255);
    expect(wideDomainOf(255)).toHaveLength(135);
  });
});

describe('parseEmailList', () => {
  it.each<[string, string, string[]]>([
    ['empty text', '', []],
    ['separators only', ' ,; \n, ', []],
    ['one address', 'ana@example.com', ['ana@example.com']],
    ['commas', 'a@x.org,b@x.org', ['a@x.org', 'b@x.org']],
    ['commas and spaces', ' a@x.org ,  b@x.org , ', ['a@x.org', 'b@x.org']],
    ['semicolons', 'a@x.org;b@x.org;', ['a@x.org', 'b@x.org']],
    ['newlines and tabs', 'a@x.org\nb@x.org\r\n\tc@x.org', ['a@x.org', 'b@x.org', 'c@x.org']],
    ['a mix', 'a@x.org, b@x.org;c@x.org d@x.org', ['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org']],
    ['repeats ignoring case, first spelling kept', 'Ana@X.org, ana@x.org, ANA@x.ORG', ['Ana@X.org']],
    ['invalid entries are kept for the caller to flag', 'a@x.org, nope', ['a@x.org', 'nope']],
  ])('%s', (_case, text, expected) => {
    expect(parseEmailList(text)).toEqual(expected);
  });
});

describe('mergeEmails', () => {
  it.each<[string[], string[], string[]]>([
    [[], ['a@x.org'], ['a@x.org']],
    [['a@x.org'], ['A@X.ORG', 'b@x.org'], ['a@x.org', 'b@x.org']],
    [['a@x.org'], ['  ', ''], ['a@x.org']],
    [['a@x.org'], [' c@x.org '], ['a@x.org', 'c@x.org']],
  ])('%j + %j = %j', (existing, incoming, expected) => {
    expect(mergeEmails(existing, incoming)).toEqual(expected);
  });
});
