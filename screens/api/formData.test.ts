import { describe, expect, it } from 'vitest';
import { toFormData } from './formData';

describe('toFormData', () => {
  it('sends strings and numbers as fields and leaves out what was not given', () => {
    const form = toFormData({ name: 'Blue', goal: 2000, story: null, team_id: undefined });
    expect([...form.entries()]).toEqual([
      ['name', 'Blue'],
      ['goal', '2000'],
    ]);
  });

  it('sends a chosen file as a file', () => {
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    const sent = toFormData({ profile_image: file }).get('profile_image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
  });
});
