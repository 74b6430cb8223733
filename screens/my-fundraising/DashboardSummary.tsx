import type { ReactNode } from 'react';
import {
  __,
  _n,
  formatMoney,
  GoalSummary,
  ltr,
  Money,
  sprintf,
  type StatItem,
  useMoneyFormat,
} from '../../design-system';
import type { FundraiserDashboard } from '../api/getFundraiserDashboard';
import { useHostData } from '../app/HostDataContext';
import { formatCount, formatPercent } from '../shared/format';
import { useNow } from './clock';
import { percentOfGoal } from './goalModel';
import { daysLeft } from './timeModel';

/**
 * Raised against the goal with the bar, then donors, gifts and (when the campaign has an end date) the days left;
 * `children` are the actions under the figures (edit goal, or the goal editor itself).
 */
export function DashboardSummary({ dashboard, children }: { dashboard: FundraiserDashboard; children: ReactNode }) {
  const { config } = useHostData();
  const money = useMoneyFormat();
  const now = useNow();
  const { fundraiser, totals, campaign } = dashboard;
  const locale = config.intlLocale;
  const days = daysLeft(campaign.end_date, now());
  const percent = percentOfGoal(totals.raised, fundraiser.goal);
  const stats: StatItem[] = [
    ...(fundraiser.goal > 0 ? [{ label: __('of goal'), value: formatPercent(percent, locale) }] : []),
    {
      label: __('Donors'),
      value: formatCount(totals.donors_count, locale),
    },
    {
      label: __('Donations'),
      value: formatCount(totals.donations_count, locale),
    },
  ];
  if (days !== null) {
    stats.push(
      days > 0
        ? { label: _n('Day left', 'Days left', days), value: formatCount(days, locale) }
        : { label: __('Campaign'), value: __('Ended') },
    );
  }
  return (
    <GoalSummary
      raised={<Money value={totals.raised} />}
      caption={
        fundraiser.goal > 0
          ? sprintf(
              /* translators: %s: goal amount, formatted with the currency (shown under the amount raised) */ __(
                'raised of %s goal',
              ),
              ltr(formatMoney(fundraiser.goal, money)),
            )
          : __('raised so far')
      }
      percent={percent}
      progressLabel={__('Progress toward your goal')}
      statsLabel={__('Your fundraising')}
      stats={stats}
    >
      {children}
    </GoalSummary>
  );
}
