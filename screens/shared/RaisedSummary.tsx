import type { ReactNode } from 'react';
import { __, formatMoney, GoalSummary, ltr, Money, type StatItem, sprintf, useMoneyFormat } from '../../design-system';
import { formatCount, formatPercent } from './format';

/** The figures every stats answer has (campaign, team and fundraiser). */
interface RaisedFigures {
  raisedAmount: number;
  raisedPercentage: number;
  donationsCount: number;
  averageAmount: number;
}

export interface RaisedSummaryProps {
  goal: number;
  figures: RaisedFigures;
  /** The figures that just changed (live totals): they are highlighted. */
  changed: ReadonlySet<string>;
  locale: string;
  progressLabel: string;
  /** Names the figures for screen readers ('Campaign statistics'). */
  statsLabel: string;
  /** What the page counts besides donations: fundraisers and teams, or donors. */
  counts: StatItem[];
  /** The calls to action under the figures. */
  children: ReactNode;
}

/** Raised against the goal, the progress bar, then percent of goal, donations, the page's counts and the average. */
export function RaisedSummary({
  goal,
  figures,
  changed,
  locale,
  progressLabel,
  statsLabel,
  counts,
  children,
}: RaisedSummaryProps) {
  const format = useMoneyFormat();
  return (
    <GoalSummary
      raised={<Money value={figures.raisedAmount} />}
      caption={sprintf(
        /* translators: %s: goal amount, formatted with the currency (shown under the amount raised) */ __(
          'raised of %s goal',
        ),
        ltr(formatMoney(goal, format)),
      )}
      raisedChanged={changed.has('raisedAmount')}
      percent={figures.raisedPercentage}
      progressLabel={progressLabel}
      statsLabel={statsLabel}
      stats={[
        {
          label: __('of goal'),
          value: formatPercent(figures.raisedPercentage, locale),
          changed: changed.has('raisedPercentage'),
        },
        {
          label: __('Donations'),
          value: formatCount(figures.donationsCount, locale),
          changed: changed.has('donationsCount'),
        },
        ...counts,
        {
          label: __('Average donation'),
          value: <Money value={figures.averageAmount} />,
          changed: changed.has('averageAmount'),
        },
      ]}
    >
      {children}
    </GoalSummary>
  );
}
