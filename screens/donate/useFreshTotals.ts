import { campaignStatsSchema, pageStatsSchema, type CampaignStats, type PageStats } from '../api/entities';
import { readEnvelope } from '../api/envelope';
import { useRead } from '../api/useRead';
import { GET_STATS, statsKey, type StatsQuery } from '../shared/live-stats/statsQuery';

const campaignEnvelope = readEnvelope(campaignStatsSchema);
const pageEnvelope = readEnvelope(pageStatsSchema);

export interface FreshTotals {
  /** The figures last read, or undefined before any read (then the host data stands). */
  stats: CampaignStats | PageStats | undefined;
  /** Reads them now, even if a read started a moment ago (a poll's answer may predate the donation). */
  refresh: () => void;
}

/**
 * The donate target's figures from the read the landing pages' live totals use (get-stats, under the same cache
 * key), read when `refresh` is called: the page calls it once its form reports a completed donation, so the
 * summary beside the thank-you page shows the new total (issue 26). Nothing is read on arrival: the host data is
 * fresh. A null query (the host has no stats read) reads nothing.
 */
export function useFreshTotals(query: StatsQuery | null): FreshTotals {
  const { data, mutate } = useRead(
    query ? statsKey(query) : null,
    async ({ client }) => {
      // A null key never reads; the check is for the type.
      if (query === null) return undefined;
      const schema = 'team_id' in query || 'fundraiser_id' in query ? pageEnvelope : campaignEnvelope;
      return (await client.request(GET_STATS, { query, schema })).data;
    },
    { revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return {
    stats: data,
    refresh: () => {
      // A bound mutate always starts a new read (no deduping) and keeps the last figures if it fails.
      void mutate();
    },
  };
}
