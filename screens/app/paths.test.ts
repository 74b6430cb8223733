import { describe, expect, it } from 'vitest';
import { campaignUrl, paths, routerBasename } from './paths';

describe('paths', () => {
  it.each([
    [paths.team(4), '/team/4/'],
    [paths.teamDonate(4), '/team/4/donate'],
    [paths.fundraiserDonate(9), '/fundraiser/9/donate/'],
    [paths.lostPasswordSent(), '/lost-password/sent'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('campaignUrl', () => {
  it.each([
    ['https://site.test/campaigns/run', '/team/4/', 'https://site.test/campaigns/run/team/4/'],
    ['https://site.test/campaigns/run/', 'team/4/', 'https://site.test/campaigns/run/team/4/'],
    ['https://site.test/campaigns/run/', '/', 'https://site.test/campaigns/run/'],
  ])('%s + %s', (base, path, expected) => {
    expect(campaignUrl(base, path)).toBe(expected);
  });
});

describe('routerBasename', () => {
  it.each([
    ['/campaigns/run/', '/campaigns/run'],
    ['campaigns/run', '/campaigns/run'],
    ['https://site.test/campaigns/run/', '/campaigns/run'],
    ['/', '/'],
    ['', '/'],
  ])('%j → %s', (baseUrl, expected) => {
    expect(routerBasename(baseUrl)).toBe(expected);
  });
});
