import { describe, expect, it } from 'vitest';
import { demoFundraiser, demoHostData, demoTeam } from '../app/testing/demoData';
import { donateTarget } from './target';

describe('donateTarget', () => {
  const host = demoHostData({ team: demoTeam, fundraiser: demoFundraiser });

  it.each([
    ['campaign', undefined, { kind: 'campaign', name: 'Run for Clean Water', pagePath: '/', iframeUrl: '/give-form/?campaign=7' }],
    ['team', '1', { kind: 'team', name: 'Clean Water Crew', pagePath: '/team/1/', iframeUrl: '/give-form/?campaign=7&team=1' }],
    ['fundraiser', '2', { kind: 'fundraiser', name: 'Frank Fundraiser', pagePath: '/fundraiser/2/', iframeUrl: '/give-form/?campaign=7&fundraiser=2' }],
    ['team', '99', null],
    ['fundraiser', '1', null],
  ] as const)('%s %s', (kind, id, target) => {
    expect(donateTarget(kind, host, id)).toEqual(target);
  });

  it('is not found when the page carries no team or fundraiser (unknown id)', () => {
    expect(donateTarget('team', demoHostData(), '1')).toBeNull();
    expect(donateTarget('fundraiser', demoHostData(), '2')).toBeNull();
  });
});
