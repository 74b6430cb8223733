import * as v from 'valibot';
import { searchFundraisers } from '../model/fundraisers.ts';
import { searchTeams } from '../model/teams.ts';
import { campaignIdParam, campaignOf, type ApiCall, type ApiRoute } from './call.ts';
import { flag, id, parseInput } from './validate.ts';

export const DEFAULT_PER_PAGE = 9;
export const MAX_PER_PAGE = 100;

const intParam = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), String(fallback)),
    v.transform((x) => (String(x).trim() === '' ? fallback : Number(x))),
    v.integer('page and per_page must be whole numbers.'),
    v.transform((n) => Math.min(max, Math.max(min, n))),
  );

const SearchQuery = v.object({
  campaign_id: id('Campaign'),
  search: v.pipe(
    v.optional(v.union([v.string(), v.number()]), ''),
    v.transform((s) => String(s).trim().slice(0, 100)),
  ),
  page: intParam(1, 1, 100_000),
  per_page: intParam(DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
  showClosedTeams: flag,
});

function query(call: ApiCall) {
  return parseInput(SearchQuery, { ...call.input, campaign_id: campaignIdParam(call.input) });
}

/** `{ data: ListItem[], total, count }`; approved teams only, private ones only with showClosedTeams. */
const teamsSearch: ApiRoute = {
  method: 'GET',
  handler(call) {
    const q = query(call);
    const campaign = campaignOf(call, q.campaign_id);
    const { items, total } = searchTeams(call.host.db, {
      campaignId: campaign.id,
      search: q.search,
      includePrivate: q.showClosedTeams,
      page: q.page,
      perPage: q.per_page,
    });
    return { data: items, total, count: items.length };
  },
};

const fundraisersSearch: ApiRoute = {
  method: 'GET',
  handler(call) {
    const q = query(call);
    const campaign = campaignOf(call, q.campaign_id);
    const { items, total } = searchFundraisers(call.host.db, {
      campaignId: campaign.id,
      search: q.search,
      page: q.page,
      perPage: q.per_page,
    });
    return { data: items, total, count: items.length };
  },
};

export const leaderboardRoutes: Record<string, ApiRoute> = {
  'get-campaign-teams-search': teamsSearch,
  'get-campaign-fundraisers-search': fundraisersSearch,
};
