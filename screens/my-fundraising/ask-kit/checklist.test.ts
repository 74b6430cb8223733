import { describe, expect, it } from 'vitest';
import { checklistItems } from './checklist';
import { dashboardWith, firstDayDashboard } from './testing/dashboard';

const done = (dashboard: Parameters<typeof checklistItems>[0]) =>
  Object.fromEntries(checklistItems(dashboard).map((item) => [item.key, item.done]));

describe('checklistItems', () => {
  it('ticks nothing on a first day, in the order photo, story, gift, share, donors', () => {
    expect(checklistItems(firstDayDashboard).map(({ key, done: ticked, action }) => [key, ticked, action])).toEqual([
      ['photo', false, 'edit-profile'],
      ['story', false, 'edit-profile'],
      ['first-gift', false, 'donate'],
      ['first-share', false, 'ask'],
      ['five-donors', false, 'ask'],
    ]);
  });

  it.each([
    ['photo', { fundraiser: { profile_image: 'https://site.test/me.jpg' } }],
    ['story', { fundraiser: { story_is_sample: false, story: 'My own words' } }],
    ['first-gift', { totals: { raised: 0.5 } }],
    ['first-share', { shares_count: 1 }],
    ['five-donors', { totals: { donors_count: 5 } }],
  ] as const)('ticks %s from its data alone', (key, change) => {
    const base = firstDayDashboard;
    const changed = dashboardWith({
      ...base,
      ...change,
      fundraiser: { ...base.fundraiser, ...('fundraiser' in change ? change.fundraiser : {}) },
      totals: { ...base.totals, ...('totals' in change ? change.totals : {}) },
    });
    const ticked = Object.entries(done(changed)).filter(([, isDone]) => isDone);
    expect(ticked).toEqual([[key, true]]);
  });

  it.each([
    ['a blank photo address', { fundraiser: { profile_image: '  ' } }, 'photo'],
    ['a blank story that is not the sample', { fundraiser: { story_is_sample: false, story: ' ' } }, 'story'],
    ['four donors', { totals: { donors_count: 4 } }, 'five-donors'],
  ] as const)('does not tick for %s', (_case, change, key) => {
    const changed = dashboardWith({
      ...firstDayDashboard,
      fundraiser: { ...firstDayDashboard.fundraiser, ...('fundraiser' in change ? change.fundraiser : {}) },
      totals: { ...firstDayDashboard.totals, ...('totals' in change ? change.totals : {}) },
    });
    expect(done(changed)[key]).toBe(false);
  });

  it('leaves the first share out when the host does not record shares', () => {
    const keys = checklistItems(dashboardWith({ shares_count: null })).map((item) => item.key);
    expect(keys).toEqual(['photo', 'story', 'first-gift', 'five-donors']);
  });
});
