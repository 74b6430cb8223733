import * as v from 'valibot';
import type { Db } from '../db/open.ts';
import { searchFundraisers } from '../model/fundraisers.ts';
import { searchTeams, type ListItem } from '../model/teams.ts';
import { campaignIdParam, campaignOf, type ApiRoute } from './call.ts';
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

type SearchQuery = v.InferOutput<typeof SearchQuery>;
type Search = (db: Db, q: SearchQuery & { campaignId: number }) => { items: ListItem[]; total: number };

/** `{ data: ListItem[], total, count }` of one search over the campaign named by the query. */
function searchRoute(search: Search): ApiRoute {
  return {
    method: 'GET',
    handler(call) {
      const q = parseInput(SearchQuery, { ...call.input, campaign_id: campaignIdParam(call.input) });
      const campaign = campaignOf(call, q.campaign_id);
      const { items, total } = search(call.host.db, { ...q, campaignId: campaign.id });
      return { data: items, total, count: items.length };
    },
  };
}

/** Approved teams only, private ones only with showClosedTeams. */
const teamsSearch = searchRoute((db, q) =>
  searchTeams(db, { ...q, includePrivate: q.showClosedTeams, perPage: q.per_page }),
);

/** Approved fundraisers. */
const fundraisersSearch = searchRoute((db, q) => searchFundraisers(db, { ...q, perPage: q.per_page }));

export const leaderboardRoutes: Record<string, ApiRoute> = {
  'get-campaign-teams-search': teamsSearch,
  'get-campaign-fundraisers-search': fundraisersSearch,
};
