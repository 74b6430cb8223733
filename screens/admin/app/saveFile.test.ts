import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS, saveFile } from './saveFile';

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a temporary download link to an object URL, removes it, and revokes the URL later', () => {
    vi.useFakeTimers();
    const created: Array<Blob | MediaSource> = [];
    const revoked: string[] = [];
    const create = vi.fn((blob: Blob | MediaSource) => {
      created.push(blob);
      return 'blob:https://site.test/1';
    });
    const revoke = vi.fn((url: string) => void revoked.push(url));
    const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    const clicked: Array<{ href: string; download: string; inDocument: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    try {
      const blob = new Blob(['ID\r\n'], { type: 'text/csv' });
      saveFile(blob, 'campaign-1-teams.csv');
      expect(created).toEqual([blob]);
      expect(clicked).toEqual([
        { href: 'blob:https://site.test/1', download: 'campaign-1-teams.csv', inDocument: true },
      ]);
      expect(document.querySelector('a[download]')).toBeNull();
      vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
      expect(revoked).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(revoked).toEqual(['blob:https://site.test/1']);
    } finally {
      URL.createObjectURL = originals.create;
      URL.revokeObjectURL = originals.revoke;
    }
  });
});
