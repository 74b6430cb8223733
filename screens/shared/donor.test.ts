import { describe, expect, it } from 'vitest';
import { isAnonymousDonor } from './donor';

describe('isAnonymousDonor', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['   ', true],
    ['Anonymous', true],
    [' anonymous ', true],
    ['ANONYMOUS', true],
    ['Ann Onymous', false],
    ['Anonymous Donor Club', false],
    ['Emeka Mensah', false],
  ])('%j → %s', (name, anonymous) => {
    expect(isAnonymousDonor(name)).toBe(anonymous);
  });
});
