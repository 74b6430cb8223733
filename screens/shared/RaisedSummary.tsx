import type { ReactNode } from 'react';
import { __, formatMoney, GoalSummary, ltr, Money, type StatItem, sprintf, useMoneyFormat } from '../../design-system';
import { formatPercent } from './format';

/** The figures every stats answer has (campaign, team and fundraiser). */
interface RaisedFigures {
  raisedAmount: number;
  raisedPercentage: number;
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
  /** The page's own social proof, between the percentage and the average: donations and fundraisers, or donors. */
  counts: StatItem[];
  /** The calls to action under the figures. */
  children: ReactNode;
}

/**
 * Raised against the goal and the progress bar lead; under them only the figures that persuade (issue 26): the
 * percentage, the page's counts, and the average gift where the page has room for it (not on a phone).
 */
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
        ...counts,
        {
          label: __('Average donation'),
          value: <Money value={figures.averageAmount} />,
          changed: changed.has('averageAmount'),
          roomyOnly: true,
        },
      ]}
    >
      {children}
    </GoalSummary>
  );
}
