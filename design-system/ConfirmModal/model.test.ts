import { describe, expect, it } from 'vitest';
import { phraseMatches } from './model';

describe('phraseMatches', () => {
  it.each<[string, string, boolean]>([
    ['Harbour Swimmers', 'Harbour Swimmers', true],
    ['  Harbour Swimmers ', 'Harbour Swimmers', true],
    ['harbour swimmers', 'Harbour Swimmers', false],
    ['Harbour Swimmer', 'Harbour Swimmers', false],
    ['Harbour Swimmers!', 'Harbour Swimmers', false],
    ['Harbour  Swimmers', 'Harbour Swimmers', false],
    ['', 'Harbour Swimmers', false],
    ['', '', false],
    ['  ', ' ', false],
    ['Harbour Swimmers', ' Harbour Swimmers ', true],
  ])('%j against %j is %s', (typed, phrase, matches) => {
    expect(phraseMatches(typed, phrase)).toBe(matches);
  });
});
