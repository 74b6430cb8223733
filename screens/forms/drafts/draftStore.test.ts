import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PREFIX, draftKey } from './draftKey';
import { clearAllDrafts } from './clearAllDrafts';
import { pickDraftable, readDraft, removeDraft, writeDraft } from './draftStore';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('draftKey', () => {
  it('differs by campaign, form, entity and person', () => {
    const base = { campaignId: 1, form: 'team-update', entityId: 4, userId: 7 };
    const keys = new Set([
      draftKey(base),
      draftKey({ ...base, campaignId: 2 }),
      draftKey({ ...base, form: 'team-join' }),
      draftKey({ ...base, entityId: 5 }),
      draftKey({ ...base, userId: 8 }),
      draftKey({ ...base, userId: 0 }),
      draftKey({ ...base, entityId: undefined }),
    ]);
    expect(keys.size).toBe(7);
    expect(draftKey(base)).toBe(`${DRAFT_PREFIX}1:team-update:4:7`);
    expect(draftKey({ campaignId: 1, form: 'register-individual' })).toBe(
      `${DRAFT_PREFIX}1:register-individual:new:guest`,
    );
  });
});

describe('pickDraftable', () => {
  it('keeps listed text fields only: never a password, never a file', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const values = {
      firstName: 'Ann',
      password: 'hunter22',
      password2: 'hunter22',
      image: [file],
      emails: ['a@example.org'],
      access: 'private',
      unlisted: 'x',
    };
    expect(pickDraftable(values, ['firstName', 'password', 'password2', 'image', 'emails', 'access'])).toEqual({
      firstName: 'Ann',
      emails: ['a@example.org'],
      access: 'private',
    });
  });

  it('keeps a checkbox, and drops a list that is not all text', () => {
    const values = { newsletter: true, anonymous: false, mixed: ['a@example.org', 3], files: [] };
    expect(pickDraftable(values, ['newsletter', 'anonymous', 'mixed', 'files'])).toEqual({
      newsletter: true,
      anonymous: false,
      files: [],
    });
  });
});

describe('readDraft / writeDraft / clearAllDrafts', () => {
  it('round-trips the listed fields, and refuses a broken or foreign entry', () => {
    writeDraft('k', { story: 'Once upon a time' });
    expect(readDraft('k', ['story'])).toEqual({ story: 'Once upon a time' });
    expect(readDraft('k', ['name'])).toBeNull();
    sessionStorage.setItem('k', '{not json');
    expect(readDraft('k', ['story'])).toBeNull();
    sessionStorage.setItem('k', JSON.stringify({ story: 42 }));
    expect(readDraft('k', ['story'])).toBeNull();
    for (const foreign of ['null', '"Once"', '["Once"]', '7', '']) {
      sessionStorage.setItem('k', foreign);
      expect(readDraft('k', ['story'])).toBeNull();
    }
  });

  it('removeDraft removes that draft only', () => {
    writeDraft('k', { story: 'x' });
    writeDraft('j', { story: 'y' });
    removeDraft('k');
    expect(readDraft('k', ['story'])).toBeNull();
    expect(readDraft('j', ['story'])).toEqual({ story: 'y' });
  });

  it('without a storage, or with one that refuses, there is no draft and nothing throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeDraft('k', { story: 'x' })).not.toThrow();
    expect(readDraft('k', ['story'])).toBeNull();
    vi.restoreAllMocks();

    writeDraft('k', { story: 'x' });
    // A sandboxed frame: reading window.sessionStorage itself throws a SecurityError.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    });
    expect(readDraft('k', ['story'])).toBeNull();
    expect(() => writeDraft('k', { story: 'y' })).not.toThrow();
    expect(() => removeDraft('k')).not.toThrow();
    vi.restoreAllMocks();
    expect(readDraft('k', ['story'])).toEqual({ story: 'x' });

    vi.stubGlobal('sessionStorage', undefined);
    expect(readDraft('k', ['story'])).toBeNull();
    expect(() => writeDraft('k', { story: 'y' })).not.toThrow();
    expect(() => removeDraft('k')).not.toThrow();
    vi.unstubAllGlobals();
    expect(readDraft('k', ['story'])).toEqual({ story: 'x' });
  });

  it('clearAllDrafts removes every draft and nothing else', () => {
    writeDraft(draftKey({ campaignId: 1, form: 'a' }), { story: 'x' });
    writeDraft(draftKey({ campaignId: 1, form: 'b', userId: 3 }), { story: 'y' });
    sessionStorage.setItem('other', 'kept');
    clearAllDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['other']);
  });
});
