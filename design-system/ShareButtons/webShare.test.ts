import { describe, expect, it, vi } from 'vitest';
import { domError } from './testing/browser';
import { canWebShare, webShare } from './webShare';

const data = { title: 'Jane runs', text: 'Support Jane', url: 'https://example.org/fundraiser/7/' };

describe('canWebShare', () => {
  it.each([
    ['no navigator', undefined, false],
    ['no share', {}, false],
    ['share without canShare', { share: vi.fn() }, true],
    ['canShare agrees', { share: vi.fn(), canShare: () => true }, true],
    ['canShare refuses', { share: vi.fn(), canShare: () => false }, false],
    [
      'canShare throws',
      {
        share: vi.fn(),
        canShare: () => {
          throw new TypeError('bad');
        },
      },
      false,
    ],
  ])('%s → %s', (_, nav, expected) => {
    expect(canWebShare(data, nav)).toBe(expected);
  });
});

describe('webShare', () => {
  it('passes title, text and URL to the share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    expect(await webShare(data, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('a dismissed sheet (AbortError) is not a failure', async () => {
    expect(await webShare(data, { share: vi.fn().mockRejectedValue(domError('AbortError')) })).toBe('dismissed');
  });

  it.each(['NotAllowedError', 'DataError', 'TypeError'])('%s is a failure', async (name) => {
    expect(await webShare(data, { share: vi.fn().mockRejectedValue(domError(name)) })).toBe('failed');
  });

  it('without a share sheet it fails rather than throwing', async () => {
    expect(await webShare(data, {})).toBe('failed');
  });
});
