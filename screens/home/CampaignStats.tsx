import { __, Money, type StatItem } from '../../design-system';
import type { Campaign, CampaignStats as Stats } from '../api/entities';
import { formatCount, formatPercent } from '../shared/format';
import { StatsCover } from '../shared/StatsCover';

const EMPTY_STATS: Stats = { raisedAmount: 0, raisedPercentage: 0, donationsCount: 0, averageAmount: 0, fundraisersCount: 0, teamsCount: 0 };

export function campaignStatItems(stats: Stats, locale: string): StatItem[] {
  return [
    { label: __('Raised'), value: <Money value={stats.raisedAmount} /> },
    { label: __('of goal'), value: formatPercent(stats.raisedPercentage) },
    { label: __('Donations'), value: formatCount(stats.donationsCount, locale) },
    { label: __('Average donation'), value: <Money value={stats.averageAmount} /> },
    { label: __('Fundraisers'), value: formatCount(stats.fundraisersCount, locale) },
    { label: __('Teams'), value: formatCount(stats.teamsCount, locale) },
  ];
}

/** The cover image with the campaign's figures (host data: no request). */
export function CampaignStats({ campaign, stats, locale }: { campaign: Campaign; stats: Stats | undefined; locale: string }) {
  const figures = stats ?? EMPTY_STATS;
  return (
    <StatsCover
      image={campaign.campaign_image}
      label={__('Campaign statistics')}
      items={campaignStatItems(figures, locale)}
      percent={figures.raisedPercentage}
      progressLabel={__('Progress toward the campaign goal')}
      caption={
        <>
          {__('Campaign goal:')} <Money value={campaign.campaign_goal} />
        </>
      }
    />
  );
}
