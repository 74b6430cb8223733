import { useId, useState, type ReactNode } from 'react';
import {
  __,
  Button,
  DonationList,
  DonationRow,
  sprintf,
  Stack,
  Tabs,
  Text,
  TextLink,
  formatNumber,
  ltr,
} from '../../design-system';
import type { Donation } from '../api/entities';
import { isAnonymousDonor } from './donor';
import { pageLinkUrl } from './safeUrl';

export interface DonationsTabsProps {
  /** The page's recent donations, from the host data. */
  donations: Donation[];
  /** The Top Donors panel (CampaignTopDonors, TeamTopDonors or FundraiserTopDonors); mounted when opened. */
  topDonors: ReactNode;
  /** The page's own team or fundraiser name: a donation to it needs no 'to …' line on its own page. */
  ownName?: string;
  /** How many donations the page's figures count (its stats' donationsCount), when the page has them. */
  total?: number | undefined;
}

/** The 'to …' line, or null for a donation to the page's own team or fundraiser (or to no one named). */
function recipientLine(donation: Donation, ownName: string | undefined): ReactNode {
  const label = donation.teamOrFundraiserName.trim();
  if (label === '' || label === ownName?.trim()) return null;
  // A full page load: team and fundraiser pages need their host data.
  const href = pageLinkUrl(donation.sourceLink);
  // One sentence for translators; the name (a link when it has a page) goes where the translation puts %s.
  /* translators: %s: the team or fundraiser the donation went to */
  const [before, after = ''] = __('to %s').split('%s');
  return (
    <>
      {before}
      <bdi>{href ? <TextLink href={href}>{label}</TextLink> : label}</bdi>
      {after}
    </>
  );
}

/** Rows shown before 'Show all donations', so the list does not push the rest of the page far down. */
export const RECENT_DONATIONS_SHOWN = 8;

/**
 * The host prints only the newest donations (the reference host 20) and SPEC 7 has no call for the rest, so the
 * button says how many it shows: 'all' only when the page's own count says that is all there are.
 */
function showMoreLabel(shown: number, total: number | undefined): string {
  if (total !== undefined && total <= shown) {
    return sprintf(/* translators: %s: number of donations */ __('Show all donations (%s)'), ltr(formatNumber(shown)));
  }
  if (total === undefined) {
    return sprintf(
      /* translators: %s: number of donations listed (the newest ones); the page may have more */
      __('Show the %s most recent donations'),
      ltr(formatNumber(shown)),
    );
  }
  return sprintf(
    /* translators: 1: number of donations listed (the newest ones), 2: number of donations in all */
    __('Show the %1$s most recent of %2$s donations'),
    ltr(formatNumber(shown)),
    ltr(formatNumber(total)),
  );
}

export function RecentDonations({
  donations,
  ownName,
  total,
}: Pick<DonationsTabsProps, 'donations' | 'ownName' | 'total'>) {
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  if (donations.length === 0) return <Text tone="muted">{__('No donations yet. Be the first to donate!')}</Text>;
  const hidden = donations.length - RECENT_DONATIONS_SHOWN;
  const shown = showAll || hidden <= 0 ? donations : donations.slice(0, RECENT_DONATIONS_SHOWN);
  return (
    <Stack gap="md" align="start">
      <DonationList id={listId}>
        {shown.map((donation, index) => (
          <DonationRow
            // biome-ignore lint/suspicious/noArrayIndexKey: donations arrive without ids and in a fixed order (newest first); 'Load more' only appends.
            key={index}
            name={donation.donorName}
            anonymous={isAnonymousDonor(donation.donorName)}
            amount={donation.amount}
            date={donation.relativeDateString.trim()}
            detail={recipientLine(donation, ownName)}
            message={donation.message}
          />
        ))}
      </DonationList>
      {hidden > 0 ? (
        <Button
          color="outline"
          size="small"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? __('Show fewer donations') : showMoreLabel(donations.length, total)}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Tabs 'Recent Donations' (host data) and 'Top Donors' (loaded when its tab is opened). */
export function DonationsTabs({ donations, topDonors, ownName, total }: DonationsTabsProps) {
  return (
    <section aria-label={__('Donations')}>
      <Tabs.Root defaultValue="recent">
        <Tabs.List aria-label={__('Donations')}>
          <Tabs.Trigger value="recent">{__('Recent Donations')}</Tabs.Trigger>
          <Tabs.Trigger value="top">{__('Top Donors')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="recent">
          <RecentDonations donations={donations} ownName={ownName} total={total} />
        </Tabs.Content>
        <Tabs.Content value="top">{topDonors}</Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
