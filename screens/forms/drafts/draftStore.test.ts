import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_PREFIX, draftKey } from './draftKey';
import { clearAllDrafts } from './clearAllDrafts';
import { pickDraftable, readDraft, writeDraft } from './draftStore';

afterEach(() => sessionStorage.clear());

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
  });

  it('clearAllDrafts removes every draft and nothing else', () => {
    writeDraft(draftKey({ campaignId: 1, form: 'a' }), { story: 'x' });
    writeDraft(draftKey({ campaignId: 1, form: 'b', userId: 3 }), { story: 'y' });
    sessionStorage.setItem('other', 'kept');
    clearAllDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['other']);
  });
});
