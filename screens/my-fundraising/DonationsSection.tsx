import { useEffect, useRef, useState } from 'react';
import {
  __,
  Badge,
  formatMoney,
  formatNumber,
  InitialsAvatar,
  ltr,
  Money,
  Notice,
  sprintf,
  Stack,
  Text,
  useMoneyFormat,
} from '../../design-system';
import { ToolCard } from './ToolCard';
import type { DashboardDonation, FundraiserDashboard } from '../api/getFundraiserDashboard';
import { useHostData } from '../app/HostDataContext';
import { useNow } from './clock';
import * as styles from './DonationItem.css';
import { ThankDialog } from './ThankDialog';
import { thankMessage } from './thankMessage';
import { relativeTime } from './timeModel';

interface DonationItemProps {
  donation: DashboardDonation;
  template: (donation: DashboardDonation) => string;
  onThanked: (donation: DashboardDonation, emailed: boolean) => Promise<void>;
}

/** Who gave what and when, their message whole (plain text), and the thank-you: done, or a Thank button. */
function DonationItem({ donation, template, onThanked }: DonationItemProps) {
  const { config } = useHostData();
  const now = useNow();
  const anonymous = donation.anonymous || donation.donor_name.trim() === '';
  const label = anonymous ? __('Anonymous') : donation.donor_name.trim();
  const when = relativeTime(donation.created_at, now(), config.intlLocale);
  return (
    <li className={styles.row}>
      <InitialsAvatar name={label} anonymous={anonymous} size="small" decorative />
      <Stack gap="xxs">
        <span className={styles.name}>
          <bdi>{label}</bdi>
        </span>
        {when ? (
          <span className={styles.when}>
            <bdi>{when}</bdi>
          </span>
        ) : null}
        {donation.message.trim() ? (
          <p className={styles.message} dir="auto">
            {donation.message.trim()}
          </p>
        ) : null}
      </Stack>
      <div className={styles.end}>
        <span className={styles.amount}>
          <Money value={donation.amount} />
        </span>
        {donation.thanked ? (
          <Badge tone="success">{__('Thanked')}</Badge>
        ) : (
          <ThankDialog donation={donation} donorLabel={label} template={template(donation)} onThanked={onThanked} />
        )}
      </div>
    </li>
  );
}

export interface DonationsSectionProps {
  dashboard: FundraiserDashboard;
  /** The fundraiser's public page, for the thank-you's link. */
  pageUrl: string;
  /** Marks the donation thanked in the dashboard's cache and reads it again. */
  markThanked: (donationId: number) => Promise<void>;
}

/**
 * Gifts to the fundraiser's page, newest first, each with its thank-you. After one is thanked the row says so and
 * focus moves to a short confirmation (the Thank button it came from is gone).
 */
export function DonationsSection({ dashboard, pageUrl, markThanked }: DonationsSectionProps) {
  const money = useMoneyFormat();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const { donations, donations_total, fundraiser } = dashboard;

  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const template = (donation: DashboardDonation) =>
    thankMessage({
      donorName: donation.donor_name,
      anonymous: donation.anonymous,
      amount: formatMoney(donation.amount, money),
      pageUrl,
      fundraiserName: fundraiser.name,
    });

  const onThanked = async (donation: DashboardDonation, emailed: boolean) => {
    await markThanked(donation.id);
    const name = donation.anonymous || donation.donor_name.trim() === '' ? '' : donation.donor_name.trim();
    setConfirmation(
      emailed
        ? name
          ? sprintf(/* translators: %s: the donor's name */ __('Your thank-you to %s is on its way.'), name)
          : __('Your thank-you is on its way.')
        : name
          ? sprintf(/* translators: %s: the donor's name */ __('The gift from %s is marked as thanked.'), name)
          : __('The gift is marked as thanked.'),
    );
  };

  return (
    <ToolCard title={__('Donations to my page')}>
      {confirmation ? (
        <Notice type="success" ref={confirmationRef} tabIndex={-1}>
          {confirmation}
        </Notice>
      ) : null}
      {donations.length === 0 ? (
        <Text tone="muted">
          {__('No donations yet. Share your page: most first gifts come from friends and family.')}
        </Text>
      ) : (
        <>
          {donations_total > donations.length ? (
            <Text tone="muted" size="sm">
              {sprintf(
                /* translators: 1: number of donations shown, 2: number of donations in all */ __(
                  'The latest %1$s of %2$s donations',
                ),
                ltr(formatNumber(donations.length)),
                ltr(formatNumber(donations_total)),
              )}
            </Text>
          ) : null}
          <ul className={styles.list}>
            {donations.map((donation) => (
              <DonationItem key={donation.id} donation={donation} template={template} onThanked={onThanked} />
            ))}
          </ul>
        </>
      )}
    </ToolCard>
  );
}
