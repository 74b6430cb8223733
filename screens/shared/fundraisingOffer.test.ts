import { describe, expect, it } from 'vitest';
import { fundraisingOffer } from './fundraisingOffer';

describe('fundraisingOffer', () => {
  it.each([
    ['a visitor', 0, false, { kind: 'start' }],
    ['a user without a profile', 0, true, { kind: 'start' }],
    ['a fundraiser on another page', 9, false, { kind: 'myPage', fundraiserId: 9 }],
    ['a fundraiser on their own page', 9, true, { kind: 'none' }],
  ] as const)('%s', (_label, fundraiserId, own, expected) => {
    expect(fundraisingOffer({ fundraiser_id: fundraiserId }, own)).toEqual(expected);
  });
});
