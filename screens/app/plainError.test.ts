import { describe, expect, it } from 'vitest';
import { errorText, showPlainError } from './plainError';

describe('showPlainError', () => {
  it('replaces the mount’s content with an alert: the title, then each line, as text', () => {
    const mount = document.createElement('div');
    mount.innerHTML = '<p>Loading…</p>';
    showPlainError(mount, 'The page could not start.', ['data-campaign: Not valid JSON', '<b>not markup</b>']);
    const alert = mount.querySelector('[role="alert"]');
    expect(mount.children).toHaveLength(1);
    expect([...(alert?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'The page could not start.',
      'data-campaign: Not valid JSON',
      '<b>not markup</b>',
    ]);
    expect(alert?.querySelector('b')).toBeNull();
  });

  it('writes into the body when there is no mount element', () => {
    showPlainError(null, 'No mount.', []);
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe('No mount.');
    document.body.replaceChildren();
  });
});

describe('errorText', () => {
  it('is an Error’s message, or the thrown value as text', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('plain')).toBe('plain');
  });
});
