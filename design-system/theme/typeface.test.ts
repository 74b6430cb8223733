import { describe, expect, it } from 'vitest';
import { parseTypeface } from './typeface';

describe('parseTypeface', () => {
  it.each([
    ['Inter', 'Inter'],
    ['  "Source Sans 3" ,Arial,  sans-serif ', '"Source Sans 3", Arial, sans-serif'],
    ["'Noto Sans Hebrew', system-ui", "'Noto Sans Hebrew', system-ui"],
    ['Ubuntu-Regular, Helvetica_Neue, v1.2', 'Ubuntu-Regular, Helvetica_Neue, v1.2'],
    ['Assistant, Heebo', 'Assistant, Heebo'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseTypeface(input)).toBe(expected);
  });

  it.each([
    ['not a string', 12],
    ['null', null],
    ['blank', '   '],
    ['a declaration break', 'Arial; color: red'],
    ['a url', 'url(https://example.org/x.woff2)'],
    ['a variable', 'var(--x)'],
    ['braces', 'Arial} body{color:red'],
    ['an empty name', 'Arial,,serif'],
    ['an unclosed quote', '"Source Sans 3, Arial'],
    ['a CSS-wide keyword', 'inherit'],
    ['a CSS-wide keyword in the list', 'Arial, revert'],
    ['too long', `${'A'.repeat(201)}`],
  ])('refuses %s', (_name, input) => {
    expect(parseTypeface(input)).toBeNull();
  });
});
