import { __, Money, type StatItem } from '../../design-system';
import type { PageStats as Stats } from '../api/entities';
import { formatCount, formatPercent } from './format';
import { StatsCover } from './StatsCover';

const EMPTY: Stats = { raisedAmount: 0, raisedPercentage: 0, averageAmount: 0, donationsCount: 0, donorsCount: 0 };

/** SPEC 2: goal, amount raised, percentage, average donation, donation count, donor count. */
export function pageStatItems(goal: number, stats: Stats, locale: string): StatItem[] {
  return [
    { label: __('Raised'), value: <Money value={stats.raisedAmount} /> },
    { label: __('Goal'), value: <Money value={goal} /> },
    { label: __('of goal'), value: formatPercent(stats.raisedPercentage) },
    { label: __('Average donation'), value: <Money value={stats.averageAmount} /> },
    { label: __('Donations'), value: formatCount(stats.donationsCount, locale) },
    { label: __('Donors'), value: formatCount(stats.donorsCount, locale) },
  ];
}

export interface PageStatsProps {
  image?: string;
  label: string;
  goal: number;
  stats: Stats | undefined;
  locale: string;
}

/** A team's or fundraiser's cover with its figures (host data: no request). */
export function PageStats({ image, label, goal, stats, locale }: PageStatsProps) {
  const figures = stats ?? EMPTY;
  return (
    <StatsCover
      image={image}
      label={label}
      items={pageStatItems(goal, figures, locale)}
      percent={figures.raisedPercentage}
      progressLabel={__('Progress toward the goal')}
    />
  );
}
