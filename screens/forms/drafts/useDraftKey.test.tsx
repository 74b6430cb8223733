import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { HostDataProvider } from '../../app/HostDataContext';
import { hostDataFixture } from '../../app/testing/fixtures';
import { DRAFT_PREFIX } from './draftKey';
import { useDraftKey } from './useDraftKey';

function keyOf(form: string, entityId: number | undefined, auth: { user_id: number; is_logged_in: boolean }) {
  const base = hostDataFixture();
  const data = { ...base, campaign: { ...base.campaign, campaign_id: 12 }, auth: { ...base.auth, ...auth } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostDataProvider value={data}>{children}</HostDataProvider>
  );
  return renderHook(() => useDraftKey(form, entityId), { wrapper }).result.current;
}

describe('useDraftKey', () => {
  it('scopes the draft to this page’s campaign, the form, what it edits and who is signed in', () => {
    expect(keyOf('team-join', 4, { user_id: 31, is_logged_in: true })).toBe(`${DRAFT_PREFIX}12:team-join:4:31`);
    expect(keyOf('register-individual-create', undefined, { user_id: 0, is_logged_in: false })).toBe(
      `${DRAFT_PREFIX}12:register-individual-create:new:guest`,
    );
  });
});
