import { describe, expect, it } from 'vitest';
import { toSearchPage } from './searchPage';

const item = { id: 1, name: 'Blue', profile_image: '', amount: 10, goal: 100 };

describe('toSearchPage', () => {
  it("takes the server's total (all matches) and count (this page)", () => {
    expect(toSearchPage({ data: [item], total: 12, count: 1 })).toEqual({ items: [item], total: 12, count: 1 });
  });

  it('counts the items it got when the server sends no total or count', () => {
    expect(toSearchPage({ data: [item, { ...item, id: 2 }] })).toEqual({
      items: [item, { ...item, id: 2 }],
      total: 2,
      count: 2,
    });
  });
});
