import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';

export type ChecklistKey = 'photo' | 'story' | 'first-gift' | 'first-share' | 'five-donors';

/** Where an undone item sends the fundraiser: their profile editor, their own donate page, or the ask kit. */
export type ChecklistAction = 'edit-profile' | 'donate' | 'ask';

export interface ChecklistItem {
  key: ChecklistKey;
  done: boolean;
  action: ChecklistAction;
}

/** Donors a page needs before the first week's last step counts as done. */
export const FIRST_DONORS = 5;

/**
 * The first week's steps, each ticked from the dashboard's data: a photo (profile_image set), a story of their
 * own (not the campaign's sample), a first gift, a first share (left out when the host does not record shares:
 * shares_count null, so it could never tick) and five donors.
 */
export function checklistItems({ fundraiser, totals, shares_count }: FundraiserDashboard): ChecklistItem[] {
  const items: ChecklistItem[] = [
    { key: 'photo', done: fundraiser.profile_image.trim() !== '', action: 'edit-profile' },
    { key: 'story', done: !fundraiser.story_is_sample && fundraiser.story.trim() !== '', action: 'edit-profile' },
    { key: 'first-gift', done: totals.raised > 0, action: 'donate' },
  ];
  if (shares_count !== null) items.push({ key: 'first-share', done: shares_count > 0, action: 'ask' });
  items.push({ key: 'five-donors', done: totals.donors_count >= FIRST_DONORS, action: 'ask' });
  return items;
}
