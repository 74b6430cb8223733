import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __, bootstrap } from './bootstrap';

afterEach(() => {
  document.body.replaceChildren();
  delete window.wp;
});

describe('bootstrap', () => {
  it('loads the app chunk and leaves the page to it', async () => {
    document.body.innerHTML = '<div id="mount"></div>';
    const load = vi.fn(() => Promise.resolve());
    bootstrap(load, 'mount', 'Could not load.');
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in the mount element when the chunk fails to load', async () => {
    document.body.innerHTML = '<div id="mount"><p>old</p></div>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    bootstrap(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'mount',
      'Could not load.',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load.');
    expect(alert.parentElement?.id).toBe('mount');
    expect(screen.queryByText('old')).toBeNull();
  });

  it("translates through WordPress's wp.i18n when the page has it, in the plugin's text domain", () => {
    expect(__('Reload')).toBe('Reload');
    window.wp = { i18n: { __: (text: string, domain?: string) => `${text} [${domain}]` } };
    expect(__('Reload')).toBe('Reload [give-peer-to-peer]');
  });
});
