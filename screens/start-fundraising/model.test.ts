import { describe, expect, it } from 'vitest';
import { demoFundraiser } from '../app/testing/demoData';
import type { FundraiserInfo } from '../api/getFundraiserInfo';
import { statusView, type StatusView } from './model';

const team = { id: 1, name: 'Clean Water Crew', profile_image: '', members: 4, is_approved: true, captain_user_id: 0 };

function info(fundraiserApproved: boolean, teamApproved: boolean | null): FundraiserInfo {
  return {
    fundraiser: { ...demoFundraiser, is_approved: fundraiserApproved },
    team: teamApproved === null ? null : { ...team, is_approved: teamApproved },
  };
}

describe('statusView', () => {
  it.each<[string, FundraiserInfo, StatusView]>([
    ['approved, approved team', info(true, true), { ready: true, profile: 'approved', team: 'approved' }],
    ['approved, pending team', info(true, false), { ready: true, profile: 'approved', team: 'pending' }],
    ['pending, approved team', info(false, true), { ready: false, profile: 'pending', team: 'approved' }],
    ['pending, no team', info(false, null), { ready: false, profile: 'pending', team: null }],
    ['approved, no team', info(true, null), { ready: true, profile: 'approved', team: null }],
  ])('%s', (_name, input, expected) => {
    expect(statusView(input)).toEqual(expected);
  });
});
