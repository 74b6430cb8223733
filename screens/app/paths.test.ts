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
    ['https://site.test/campaigns/run', '', 'https://site.test/campaigns/run/'],
    ['https://site.test/campaigns/run//', '//team/4/', 'https://site.test/campaigns/run/team/4/'],
  ])('%s + %s', (base, path, expected) => {
    expect(campaignUrl(base, path)).toBe(expected);
  });

  it('is the campaign home when no path is given', () => {
    expect(campaignUrl('https://site.test/campaigns/run')).toBe('https://site.test/campaigns/run/');
  });
});

describe('routerBasename', () => {
  it.each([
    ['/campaigns/run/', '/campaigns/run'],
    ['campaigns/run', '/campaigns/run'],
    ['https://site.test/campaigns/run/', '/campaigns/run'],
    ['https://site.test', '/'],
    ['  /campaigns/run/ ', '/campaigns/run'],
    ['//campaigns/run//', '/campaigns/run'],
    // Only a leading scheme makes an absolute URL; further on it is part of the path.
    ['/go/https://run/', '/go/https://run'],
    // An absolute URL that does not parse gives no basename rather than a broken one.
    ['https://', '/'],
    ['/', '/'],
    ['', '/'],
  ])('%j → %s', (baseUrl, expected) => {
    expect(routerBasename(baseUrl)).toBe(expected);
  });
});
