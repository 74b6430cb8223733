import { describe, expect, it } from 'vitest';
import { fundraiserListQuery } from '../api/getTeamFundraisers';
import {
  DEFAULT_FUNDRAISER_LIST_STATE,
  fundraiserHashQuery,
  fundraiserListParams,
  readFundraiserListState,
} from './listState';

const q = (text: string) => new URLSearchParams(text);

describe('fundraiser list state', () => {
  it('reads every key from the hash', () => {
    expect(
      readFundraiserListState(q('team=3&status=pending&search=ann&sort=goal&direction=ASC&page=2'), q('')),
    ).toEqual({
      team: 3,
      status: 'pending',
      search: 'ann',
      sort: 'goal',
      direction: 'asc',
      page: 2,
    });
  });

  it('takes team and show=pending from the page URL when the hash has none', () => {
    expect(
      readFundraiserListState(q(''), q('page=p2p-edit-campaign&id=7&tab=fundraisers&team=4&show=pending')),
    ).toMatchObject({
      team: 4,
      status: 'pending',
    });
    expect(readFundraiserListState(q('team=all&status=all'), q('team=4&show=pending'))).toMatchObject({
      team: 'all',
      status: 'all',
    });
  });

  it('falls back to defaults for values the server would refuse', () => {
    expect(readFundraiserListState(q('team=abc&status=x&sort=name&direction=up&page=-3'), q(''))).toEqual(
      DEFAULT_FUNDRAISER_LIST_STATE,
    );
    expect(readFundraiserListState(q('team=none'), q('')).team).toBe('none');
  });

  it('writes only what differs, but keeps a page-URL filter that was changed', () => {
    expect(fundraiserHashQuery(DEFAULT_FUNDRAISER_LIST_STATE, q('')).toString()).toBe('');
    expect(fundraiserHashQuery(DEFAULT_FUNDRAISER_LIST_STATE, q('team=4&show=pending')).toString()).toBe(
      'team=all&status=all',
    );
    const state = { ...DEFAULT_FUNDRAISER_LIST_STATE, team: 'none' as const, sort: 'team_id' as const, page: 3 };
    expect(fundraiserHashQuery(state, q('')).toString()).toBe('team=none&sort=team_id&direction=desc&page=3');
  });

  it('becomes the wire query: campaign_id, team_id only when filtered, the list params', () => {
    expect(fundraiserListQuery(7, fundraiserListParams(DEFAULT_FUNDRAISER_LIST_STATE))).toEqual({
      campaign_id: 7,
      page: 1,
      per_page: 10,
    });
    const state = {
      team: 3,
      status: 'denied',
      search: ' ann ',
      sort: 'amount_raised',
      direction: 'asc',
      page: 2,
    } as const;
    expect(fundraiserListQuery(7, fundraiserListParams(state))).toEqual({
      campaign_id: 7,
      team_id: 3,
      status: 'denied',
      search: 'ann',
      sort: 'amount_raised',
      direction: 'asc',
      page: 2,
      per_page: 10,
    });
  });
});
