import { forwardRef } from 'react';
import { __, Card } from '../../design-system';
import type { Campaign, CampaignStats as Stats } from '../api/entities';
import { paths } from '../app/paths';
import { formatCount } from '../shared/format';
import { RouterButton } from '../shared/links';
import { useLiveStats } from '../shared/live-stats/useLiveStats';
import { RaisedSummary } from '../shared/RaisedSummary';
import { coverImage, summaryCard, summaryCell, summaryGrid } from './Hero.css';

const EMPTY_STATS: Stats = {
  raisedAmount: 0,
  raisedPercentage: 0,
  donationsCount: 0,
  averageAmount: 0,
  fundraisersCount: 0,
  teamsCount: 0,
};

/** The cover's intrinsic size (3:1); the box is reserved from the first paint. */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 400;

export interface CampaignStatsProps {
  campaign: Campaign;
  stats: Stats | undefined;
  locale: string;
}

/**
 * The campaign cover beside the figures (SPEC 2: donations, average, fundraisers, teams, raised, percent of
 * goal, progress bar) and the two calls to action under them. From host data: no request. The page watches
 * the Donate button (ref) to open its Donate bar once it scrolls away.
 */
export const CampaignStats = forwardRef<HTMLDivElement, CampaignStatsProps>(function CampaignStats(
  { campaign, stats, locale },
  ref,
) {
  const live = useLiveStats({ campaign_id: campaign.campaign_id }, stats);
  const figures = live.stats ?? EMPTY_STATS;
  return (
    <div className={summaryGrid}>
      {campaign.campaign_image ? (
        // Decorative: the heading says what the campaign is. Fetched first: the largest thing on the first screen.
        <img
          className={coverImage}
          src={campaign.campaign_image}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          decoding="async"
          fetchPriority="high"
        />
      ) : null}
      {/* A plain grid item: Card spans a CardGrid's full row by default, which would break this two-column grid. */}
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
              { label: __('Fundraisers'), value: formatCount(figures.fundraisersCount, locale) },
              { label: __('Teams'), value: formatCount(figures.teamsCount, locale) },
            ]}
          >
            <div ref={ref}>
              <RouterButton to={paths.donate()} fullWidth>
                {__('Donate Now')}
              </RouterButton>
            </div>
            <RouterButton to={paths.register()} color="secondary" fullWidth>
              {__('Start Fundraising')}
            </RouterButton>
          </RaisedSummary>
          {live.feed}
        </Card>
      </div>
    </div>
  );
});
