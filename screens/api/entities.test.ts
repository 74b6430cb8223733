import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { campaignTitle, teamSchema } from './entities';

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
});
