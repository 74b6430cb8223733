import { listItemSchema, type ListItem } from './entities';
import { listEnvelope } from './envelope';

/** One page of a leaderboard search: the items, all matches (`total`) and the items on this page (`count`). */
export interface SearchPage {
  items: ListItem[];
  total: number;
  count: number;
}

export interface SearchParams {
  search?: string;
  /** 1-based. */
  page?: number;
  perPage?: number;
}

export const searchPageSchema = listEnvelope(listItemSchema);

export function toSearchPage(response: { data: ListItem[]; total?: number; count?: number }): SearchPage {
  return {
    items: response.data,
    total: response.total ?? response.data.length,
    count: response.count ?? response.data.length,
  };
}
