import type { ListDirection } from '../api/adminList';
import {
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  type CampaignListParams,
  type CampaignSort,
  type CampaignStatus,
} from '../api/getCampaigns';

/** What the campaign list shows; kept in the hash query (`#/?status=draft&sort=campaign_goal&direction=asc&page=2`). */
export interface CampaignListState {
  status: CampaignStatus | 'all';
  /** '' = the server's default order (newest first). */
  sort: CampaignSort | '';
  direction: ListDirection;
  page: number;
}

export const CAMPAIGNS_PER_PAGE = 10;

export const DEFAULT_CAMPAIGN_LIST_STATE: CampaignListState = { status: 'all', sort: '', direction: 'desc', page: 1 };

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The list state from the hash query; a value the server would refuse (unknown status or sort, page 0) is dropped. */
export function readCampaignListState(query: URLSearchParams): CampaignListState {
  const page = Number(query.get('page'));
  const sort = pick(CAMPAIGN_SORTS, query.get('sort')) ?? '';
  const direction = query.get('direction')?.toLowerCase();
  return {
    status: pick(CAMPAIGN_STATUSES, query.get('status')) ?? 'all',
    sort,
    direction: sort && direction === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The hash query for a state; defaults are left out, so the plain list is `#/`. */
export function campaignListQuery(state: CampaignListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.status !== 'all') query.set('status', state.status);
  if (state.sort) {
    query.set('sort', state.sort);
    query.set('direction', state.direction);
  }
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

export function campaignListParams(state: CampaignListState): CampaignListParams {
  return { ...state, search: '', perPage: CAMPAIGNS_PER_PAGE };
}
