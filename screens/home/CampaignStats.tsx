import { forwardRef } from 'react';
import { __, Card } from '../../design-system';
import type { Campaign, CampaignStats as Stats } from '../api/entities';
import { paths } from '../app/paths';
import { formatCount } from '../shared/format';
import { RouterButton } from '../shared/links';
import { useLiveStats } from '../shared/live-stats/useLiveStats';
import { RaisedSummary } from '../shared/RaisedSummary';
import { callsToAction, summaryCard, summaryCell } from './Hero.css';

const EMPTY_STATS: Stats = {
  raisedAmount: 0,
  raisedPercentage: 0,
  donationsCount: 0,
  averageAmount: 0,
  fundraisersCount: 0,
  teamsCount: 0,
};

export interface CampaignStatsProps {
  campaign: Campaign;
  stats: Stats | undefined;
  locale: string;
}

/**
 * The figures (SPEC 2: raised, percent of goal, progress bar, donations, fundraisers; teams and the average where
 * there is room, issue 26) and the two calls to action under them, beside or under the cover (Hero). From host data: no request. The page watches
 * the Donate button (ref) to open its Donate bar once it scrolls away.
 */
export const CampaignStats = forwardRef<HTMLDivElement, CampaignStatsProps>(function CampaignStats(
  { campaign, stats, locale },
  ref,
) {
  const live = useLiveStats({ campaign_id: campaign.campaign_id }, stats);
  const figures = live.stats ?? EMPTY_STATS;
  // A plain grid item: Card spans a CardGrid's full row by default, which would break the page's two-column grid.
  return (
    <div className={summaryCell}>
      <Card className={summaryCard}>
        <RaisedSummary
          goal={campaign.campaign_goal}
          figures={figures}
          changed={live.changed}
          locale={locale}
          progressLabel={__('Progress toward the campaign goal')}
          statsLabel={__('Campaign statistics')}
          counts={[
            {
              label: __('Donations'),
              value: formatCount(figures.donationsCount, locale),
              changed: live.changed.has('donationsCount'),
            },
            { label: __('Fundraisers'), value: formatCount(figures.fundraisersCount, locale) },
            { label: __('Teams'), value: formatCount(figures.teamsCount, locale), roomyOnly: true },
          ]}
        >
          <div className={callsToAction}>
            <div ref={ref}>
              <RouterButton to={paths.donate()} fullWidth>
                {__('Donate Now')}
              </RouterButton>
            </div>
            <RouterButton to={paths.register()} color="secondary" fullWidth>
              {__('Start Fundraising')}
            </RouterButton>
          </div>
        </RaisedSummary>
        {live.feed}
      </Card>
    </div>
  );
});
