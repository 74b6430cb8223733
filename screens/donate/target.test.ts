import { describe, expect, it } from 'vitest';
import { demoFundraiser, demoHostData, demoImages, demoTeam } from '../app/testing/demoData';
import { donateTarget } from './target';

describe('donateTarget', () => {
  const teamStats = {
    raisedAmount: 1385,
    raisedPercentage: 55.4,
    averageAmount: 50,
    donationsCount: 9,
    donorsCount: 8,
  };
  const host = demoHostData({ team: demoTeam, fundraiser: demoFundraiser, teamStats });

  it.each([
    [
      'campaign',
      undefined,
      {
        kind: 'campaign',
        name: 'Run for Clean Water',
        pagePath: '/',
        iframeUrl: '/give-form/?campaign=7',
        statsQuery: { campaign_id: 7 },
      },
    ],
    [
      'team',
      '1',
      {
        kind: 'team',
        name: 'Clean Water Crew',
        pagePath: '/team/1/',
        iframeUrl: '/give-form/?campaign=7&team=1',
        statsQuery: { campaign_id: 7, team_id: 1 },
      },
    ],
    [
      'fundraiser',
      '2',
      {
        kind: 'fundraiser',
        name: 'Frank Fundraiser',
        pagePath: '/fundraiser/2/',
        iframeUrl: '/give-form/?campaign=7&fundraiser=2',
        statsQuery: { campaign_id: 7, fundraiser_id: 2 },
      },
    ],
    ['team', '99', null],
    ['fundraiser', '1', null],
  ] as const)('%s %s', (kind, id, target) => {
    const found = donateTarget(kind, host, id);
    expect(
      found === null
        ? null
        : {
            kind: found.kind,
            name: found.name,
            pagePath: found.pagePath,
            iframeUrl: found.iframeUrl,
            statsQuery: found.statsQuery,
          },
    ).toEqual(target);
  });

  it('is not found when the page carries no team or fundraiser (unknown id)', () => {
    expect(donateTarget('team', demoHostData(), '1')).toBeNull();
    expect(donateTarget('fundraiser', demoHostData(), '2')).toBeNull();
  });

  it.each([
    [
      'campaign',
      undefined,
      demoImages.cover,
      { raised: 48250, goal: demoHostData().campaign.campaign_goal, percent: 48 },
    ],
    ['team', '1', demoTeam.profile_image, { raised: 1385, goal: demoTeam.goal, percent: 55.4 }],
    // No fundraiser stats on the page: its own total against its goal.
    ['fundraiser', '2', demoFundraiser.profile_image, { raised: 1320, goal: 2500, percent: expect.closeTo(52.8) }],
  ] as const)('%s: picture and progress towards the goal from the page data', (kind, id, image, progress) => {
    const target = donateTarget(kind, host, id);
    expect(target?.image).toBe(image);
    expect(target?.progress).toEqual(progress);
  });

  it('has no progress for a team page without figures, and none for a campaign without stats', () => {
    expect(donateTarget('team', demoHostData({ team: demoTeam }), '1')?.progress).toBeNull();
    expect(donateTarget('campaign', demoHostData({ campaignStats: undefined }), undefined)?.progress).toBeNull();
  });
});
