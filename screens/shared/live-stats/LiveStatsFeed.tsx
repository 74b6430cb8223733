import { useEffect, useRef, useState } from 'react';
import { __, formatMoney, ltr, sprintf, useMoneyFormat, VisuallyHidden } from '../../../design-system';
import { campaignStatsSchema, pageStatsSchema } from '../../api/entities';
import { readEnvelope } from '../../api/envelope';
import { DataScope } from '../../app/DataScope';
import { useRead } from '../../api/useRead';
import { changedFigures, raisedMore } from './changes';
import { donationsReported } from './donationSignal';
import { GET_STATS, statsKey, type StatsQuery } from './statsQuery';

/** SPEC-free, issue 15: a visible page re-reads its totals every minute. */
export const POLL_INTERVAL_MS = 60_000;
/** How long a changed figure stays highlighted. */
export const HIGHLIGHT_MS = 2_000;

const campaignEnvelope = readEnvelope(campaignStatsSchema);
const pageEnvelope = readEnvelope(pageStatsSchema);

// Donations already accounted for by a read: one reported while no landing page was showing (the frame is on
// the donate route) is read when the next one mounts.
let readThrough = 0;

export interface LiveStatsFeedProps {
  query: StatsQuery;
  /** The figures on screen now. */
  current: object | undefined;
  /** New figures and which of them changed (then, after HIGHLIGHT_MS, none). */
  onChange: (stats: object, changed: ReadonlySet<string>) => void;
}

/**
 * Keeps a landing page's stats fresh (see useLiveStats) and says what changed in a polite live region, once
 * per change: '$250 more raised'. No request on mount (the host data is fresh), unless a donation was reported.
 * SWR revalidates on focus and on its interval only while the document is visible (refreshWhenHidden false).
 */
function Feed({ query, current, onChange }: LiveStatsFeedProps) {
  const format = useMoneyFormat();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const { data } = useRead(
    statsKey(query),
    async ({ client }) => {
      readThrough = donationsReported();
      const schema = 'team_id' in query || 'fundraiser_id' in query ? pageEnvelope : campaignEnvelope;
      return (await client.request(GET_STATS, { query, schema })).data;
    },
    {
      refreshInterval: POLL_INTERVAL_MS,
      refreshWhenHidden: false,
      revalidateOnFocus: true,
      revalidateOnMount: donationsReported() > readThrough,
    },
  );

  // Compared by value: SWR hands back equal data after a read that found nothing new.
  const latest = useRef(current);
  latest.current = current;
  // The page passes a new callback each render; the highlight's timer must outlive those renders.
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (!data) return undefined;
    const changed = changedFigures(latest.current, data);
    if (changed.size === 0) return undefined;
    const more = raisedMore(latest.current, data);
    report.current(data, changed);
    if (more > 0) {
      setAnnouncement((previous) => ({
        text: sprintf(
          /* translators: %s: the amount just raised on top of the previous total, with its currency, e.g. $250 */
          __('%s more raised'),
          ltr(formatMoney(more, format)),
        ),
        count: previous.count + 1,
      }));
    }
    const timer = setTimeout(() => report.current(data, new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [data, format]);

  return (
    <VisuallyHidden role="status" data-live-stats="">
      {/* A new node per change: the same words twice in a row are announced twice. */}
      {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
    </VisuallyHidden>
  );
}

/** The feed inside the read cache's configuration: the landing pages' first screens read nothing without it. */
export default function LiveStatsFeed(props: LiveStatsFeedProps) {
  return (
    <DataScope>
      <Feed {...props} />
    </DataScope>
  );
}
