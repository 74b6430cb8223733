import type { ListItem } from '../../api/entities';
import { demoListItems } from '../../app/testing/demoData';

/**
 * A deterministic leaderboard server for tests and stories: `total` teams or fundraisers, answering
 * get-campaign-*-search by its page, per_page and search (a case-insensitive name match) like the host.
 */
export function leaderboardBody(
  kind: 'team' | 'fundraiser',
  url: URL,
  total = 40,
): { data: ListItem[]; total: number; count: number } {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const page = Number(url.searchParams.get('page') ?? '1');
  const perPage = Number(url.searchParams.get('per_page') ?? '9');
  let items = demoListItems(kind, total);
  if (kind === 'team' && !['1', 'true'].includes(url.searchParams.get('showClosedTeams') ?? '')) {
    items = items.filter((item) => item.access !== 'private');
  }
  const matches = items.filter((item) => item.name.toLowerCase().includes(search));
  const data = matches.slice((page - 1) * perPage, page * perPage);
  return { data, total: matches.length, count: data.length };
}
