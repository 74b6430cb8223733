import {
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  type CampaignListParams,
  type CampaignSort,
  type CampaignStatus,
} from '../api/getCampaigns';
import { type HashListCodec, pickOne, readSortAndPage, type SortAndPage, writeSortAndPage } from '../app/hashList';

/** What the campaign list shows; kept in the hash query (`#/?status=draft&sort=campaign_goal&direction=asc&page=2`). */
export interface CampaignListState extends SortAndPage<CampaignSort> {
  status: CampaignStatus | 'all';
}

export const CAMPAIGNS_PER_PAGE = 10;

export const DEFAULT_CAMPAIGN_LIST_STATE: CampaignListState = { status: 'all', sort: '', direction: 'desc', page: 1 };

/** The list state from the hash query; a value the server would refuse (unknown status or sort, page 0) is dropped. */
export function readCampaignListState(query: URLSearchParams): CampaignListState {
  return {
    status: pickOne(CAMPAIGN_STATUSES, query.get('status')) ?? 'all',
    ...readSortAndPage(query, CAMPAIGN_SORTS),
  };
}

/** The hash query for a state; defaults are left out, so the plain list is `#/`. */
export function campaignListQuery(state: CampaignListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.status !== 'all') query.set('status', state.status);
  return writeSortAndPage(query, state);
}

export const campaignListCodec: HashListCodec<CampaignListState> = {
  defaults: DEFAULT_CAMPAIGN_LIST_STATE,
  read: (hash) => readCampaignListState(hash),
  write: (state) => campaignListQuery(state),
};

export function campaignListParams(state: CampaignListState): CampaignListParams {
  return { ...state, search: '', perPage: CAMPAIGNS_PER_PAGE };
}
