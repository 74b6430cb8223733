import { __, DonationList, DonationRow, FailurePanel, Text } from '../../design-system';
import type { SWRResponse } from 'swr';
import type { TopDonor } from '../api/entities';
import type { ApiError } from '../api/errors';
import { useCampaignTopDonors } from '../api/getCampaignTopDonors';
import { useFundraiserTopDonors } from '../api/getFundraiserTopDonors';
import { useTeamTopDonors } from '../api/getTeamTopDonors';
import { isAnonymousDonor } from './donor';
import { LoadingSpinner } from './LoadingSpinner';
import { pending } from './TopDonors.css';

export interface TopDonorsListProps {
  /** The read hook's answer; `mutate` asks again (a 403 is never retried on its own, others every few seconds). */
  read: Pick<SWRResponse<TopDonor[], ApiError>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  /** SPEC 8: 'Something went wrong' (campaign, team) or 'Unable to load top donors.' (fundraiser). */
  errorText: string;
}

/** The Top Donors panel: spinner, error, empty state or the ranked list. */
export function TopDonorsList({ read, errorText }: TopDonorsListProps) {
  const { data, error, isLoading, mutate } = read;
  if (data === undefined && error) {
    return (
      <FailurePanel
        message={errorText}
        hint={__('Please try again.')}
        reloadLabel={__('Try again')}
        onReload={() => void mutate()}
      />
    );
  }
  if (data === undefined || isLoading) {
    return (
      <div className={pending}>
        <LoadingSpinner label={__('Loading top donors')} />
      </div>
    );
  }
  if (data.length === 0) return <Text tone="muted">{__('No donors yet. Be the first to donate!')}</Text>;
  return (
    <DonationList ordered>
      {data.map((donor, index) => (
        <DonationRow
          // biome-ignore lint/suspicious/noArrayIndexKey: donors arrive ranked and without ids; two donors may share a name.
          key={`${index}-${donor.name}`}
          rank={index + 1}
          name={donor.name}
          anonymous={isAnonymousDonor(donor.name)}
          amount={donor.amount}
        />
      ))}
    </DonationList>
  );
}

// One component per source, so each calls its own hook, and only once its tab is opened (Radix unmounts
// inactive panels): a visitor who never looks at Top Donors never makes that request.

export function CampaignTopDonors() {
  return <TopDonorsList read={useCampaignTopDonors()} errorText={__('Something went wrong')} />;
}

export function TeamTopDonors({ teamId }: { teamId: number }) {
  return <TopDonorsList read={useTeamTopDonors(teamId)} errorText={__('Something went wrong')} />;
}

export function FundraiserTopDonors({ fundraiserId }: { fundraiserId: number }) {
  return <TopDonorsList read={useFundraiserTopDonors(fundraiserId)} errorText={__('Unable to load top donors.')} />;
}
