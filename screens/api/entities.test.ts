import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { campaignTitle, donationSchema, teamSchema } from './entities';

describe('entities', () => {
  it('a campaign title sent as an array (SPEC 3) reads as its last item, an empty array as no title', () => {
    expect(v.parse(campaignTitle, 'Run')).toBe('Run');
    expect(v.parse(campaignTitle, ['Draft', 'Second draft', 'Run for water'])).toBe('Run for water');
    expect(v.parse(campaignTitle, [])).toBe('');
  });

  it("a team is private only when the server says 'private'; anything else, or nothing, is public", () => {
    const access = (value: unknown) => v.parse(teamSchema, { id: 4, access: value }).access;
    expect(access('private')).toBe('private');
    expect(access('public')).toBe('public');
    expect(access('closed')).toBe('public');
    expect(access(null)).toBe('public');
    expect(access(undefined)).toBe('public');
  });

  it("a donation's message is optional: text as sent (trimmed), none when blank or not text", () => {
    const row = { donorName: 'Ann', amount: 5, donationType: 'campaign', relativeDateString: 'now' };
    const message = (value: unknown) => v.parse(donationSchema, { ...row, message: value }).message;
    expect(message('  Go <b>team</b>!  ')).toBe('Go <b>team</b>!');
    expect(message('   ')).toBeUndefined();
    expect(message(undefined)).toBeUndefined();
    expect(message({ html: '<b>x</b>' })).toBeUndefined();
    expect(v.parse(donationSchema, row)).not.toHaveProperty('message', expect.anything());
  });
});
