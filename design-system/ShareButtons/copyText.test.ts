import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';
import { stubClipboard } from './testing/browser';

const url = 'https://example.org/fundraiser/7/';

describe('copyText', () => {
  afterEach(() => {
    stubClipboard(undefined);
    vi.restoreAllMocks();
  });

  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    expect(await copyText(url)).toBe(true);
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it.each([
    ['missing', undefined],
    ['refused', () => Promise.reject(new DOMException('denied', 'NotAllowedError'))],
  ])('falls back to execCommand when the Clipboard API is %s', async (_, writeText) => {
    stubClipboard(writeText);
    let copied = '';
    const exec = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    document.execCommand = exec;
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    expect(await copyText(url)).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe(url);
    // The helper textarea is gone and focus is back where it was.
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('reports false when nothing can copy', async () => {
    stubClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    expect(await copyText(url)).toBe(false);
  });
});
