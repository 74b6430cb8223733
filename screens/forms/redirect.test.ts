import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateFullPage } from '../app/redirects';
import { followServerRedirect, RedirectRefusedError } from './redirect';

vi.mock('../app/redirects', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../app/redirects')>()),
  navigateFullPage: vi.fn(),
}));

const CAMPAIGN = 'https://site.test/campaigns/run/';

afterEach(() => vi.mocked(navigateFullPage).mockClear());

describe('followServerRedirect', () => {
  it('loads the campaign page the server names', () => {
    followServerRedirect('/create-profile/', CAMPAIGN);
    expect(navigateFullPage).toHaveBeenCalledWith('https://site.test/campaigns/run/create-profile/');
  });

  it('stays on the page and says why when the server sends the browser to another site', () => {
    expect(() => followServerRedirect('https://evil.test/', CAMPAIGN)).toThrow(
      new RedirectRefusedError('refused').message,
    );
    expect(new RedirectRefusedError('refused').message).toBe(
      'The server asked to send you to another website, so you were kept here. Please contact the site owner.',
    );
    expect(navigateFullPage).not.toHaveBeenCalled();
  });

  it('stays on the page and asks for a reload when the server names no page', () => {
    const error = (() => {
      try {
        followServerRedirect(undefined, CAMPAIGN);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(RedirectRefusedError);
    expect(error).toMatchObject({
      name: 'RedirectRefusedError',
      message: 'The server did not say where to go next. Please reload the page.',
    });
    expect(navigateFullPage).not.toHaveBeenCalled();
  });
});
