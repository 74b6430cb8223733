import { describe, expect, it } from 'vitest';
import { DONATION_COMPLETED_MESSAGE_TYPE, isDonationCompletedMessage } from './donationMessage';
import { changedFigures, raisedMore } from './changes';

const frameWindow = {} as MessageEventSource;
const frame = { origin: 'https://give.example', window: frameWindow };
const message = { type: DONATION_COMPLETED_MESSAGE_TYPE, donationId: 7 };

describe('the donation-completed message', () => {
  it('is taken from the donation frame, at its origin', () => {
    expect(isDonationCompletedMessage({ data: message, origin: frame.origin, source: frameWindow }, frame)).toBe(true);
  });

  it.each([
    ['another origin', { data: message, origin: 'https://evil.example', source: frameWindow }],
    ['another window', { data: message, origin: frame.origin, source: {} as MessageEventSource }],
    [
      'another type',
      { data: { type: 'p2p-donation-form-height', height: 3 }, origin: frame.origin, source: frameWindow },
    ],
    ['a string', { data: DONATION_COMPLETED_MESSAGE_TYPE, origin: frame.origin, source: frameWindow }],
    ['null', { data: null, origin: frame.origin, source: frameWindow }],
  ])('is refused from %s', (_label, event) => {
    expect(isDonationCompletedMessage(event, frame)).toBe(false);
  });
});

describe('changes between two stats', () => {
  const before = { raisedAmount: 100, donationsCount: 2, averageAmount: 50 };
  it('names the figures that changed', () => {
    expect([...changedFigures(before, { raisedAmount: 350, donationsCount: 3, averageAmount: 50 })]).toEqual([
      'raisedAmount',
      'donationsCount',
    ]);
    expect(changedFigures(undefined, before).size).toBe(0);
    expect(changedFigures(before, { ...before }).size).toBe(0);
  });

  it('says how much more was raised, never a negative amount', () => {
    expect(raisedMore(before, { ...before, raisedAmount: 350 })).toBe(250);
    expect(raisedMore(before, { ...before, raisedAmount: 40 })).toBe(0);
    expect(raisedMore(undefined, before)).toBe(0);
  });
});
