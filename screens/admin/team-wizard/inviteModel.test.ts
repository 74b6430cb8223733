import { describe, expect, it } from 'vitest';
import { checkInvitations, invitationResultText, namedInMessage } from './inviteModel';

describe('invite model', () => {
  it('finds the addresses a 400 message names, whole addresses only, any case', () => {
    const emails = ['ann@example.org', 'bo@x.io', 'xbo@x.io', 'Cy@Example.org'];
    expect(namedInMessage('Invalid email addresses: bo@x.io, cy@example.org.', emails)).toEqual([
      'bo@x.io',
      'Cy@Example.org',
    ]);
    expect(namedInMessage('Something else went wrong', emails)).toEqual([]);
  });

  it.each([
    [[], 'Enter at least one email address, or skip this step.'],
    [['ann@example.org', 'nope'], 'Correct or remove the invalid email addresses before sending.'],
    [Array.from({ length: 51 }, (_, i) => `p${i}@example.org`), 'Send at most 50 invitations at a time.'],
    [['ann@example.org'], null],
  ])('checkInvitations(%#)', (emails, expected) => {
    expect(checkInvitations(emails)).toBe(expected);
  });

  it.each([
    [{ sent: 3, held: 0 }, '3 invitations sent.'],
    [{ sent: 1, held: 0 }, '1 invitation sent.'],
    [{ sent: 0, held: 2 }, '2 invitations held until the team is approved.'],
    [{ sent: 1, held: 1 }, '1 invitation sent. 1 invitation held until the team is approved.'],
    [{ sent: 0, held: 0 }, '0 invitations sent.'],
  ])('invitationResultText(%j)', (result, text) => {
    expect(invitationResultText(result)).toBe(text);
  });
});
