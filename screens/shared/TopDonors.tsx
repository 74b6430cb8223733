import { __, FailurePanel, Money, Spinner, Text } from '../../design-system';
import type { TopDonor } from '../api/entities';
import { useCampaignTopDonors } from '../api/getCampaignTopDonors';
import { useFundraiserTopDonors } from '../api/getFundraiserTopDonors';
import { useTeamTopDonors } from '../api/getTeamTopDonors';
import { amount, list, name, pending, rank, row, who } from './DonationsTabs.css';

export interface TopDonorsListProps {
  data: TopDonor[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** SPEC 8: 'Something went wrong' (campaign, team) or 'Unable to load top donors.' (fundraiser). */
  errorText: string;
  /** Asks again (a 403 is never retried on its own, other failures only every few seconds). */
  onRetry: () => void;
}

/** The Top Donors panel: spinner, error, empty state or the ranked list. */
export function TopDonorsList({ data, error, isLoading, errorText, onRetry }: TopDonorsListProps) {
  if (data === undefined && error) {
    return <FailurePanel message={errorText} hint={__('Please try again.')} reloadLabel={__('Try again')} onReload={onRetry} />;
  }
  if (data === undefined || isLoading) {
    return (
      <div className={pending}>
        <Spinner label={__('Loading top donors')} />
      </div>
    );
  }
  if (data.length === 0) return <Text tone="muted">{__('No donors yet. Be the first to donate!')}</Text>;
  return (
    <ol className={list}>
      {data.map((donor, index) => (
        <li key={`${index}-${donor.name}`} className={row}>
          <span className={who}>
            <span className={name}>
              <span className={rank} aria-hidden="true">
                {index + 1}.
              </span>
              {donor.name || __('Anonymous')}
            </span>
          </span>
          <Money className={amount} value={donor.amount} />
        </li>
      ))}
    </ol>
  );
}

// One component per source, so each calls its own hook, and only once its tab is opened (Radix unmounts
// inactive panels): a visitor who never looks at Top Donors never makes that request.

export function CampaignTopDonors() {
  const { data, error, isLoading, mutate } = useCampaignTopDonors();
  return <TopDonorsList data={data} error={error} isLoading={isLoading} errorText={__('Something went wrong')} onRetry={() => void mutate()} />;
}

export function TeamTopDonors({ teamId }: { teamId: number }) {
  const { data, error, isLoading, mutate } = useTeamTopDonors(teamId);
  return <TopDonorsList data={data} error={error} isLoading={isLoading} errorText={__('Something went wrong')} onRetry={() => void mutate()} />;
}

export function FundraiserTopDonors({ fundraiserId }: { fundraiserId: number }) {
  const { data, error, isLoading, mutate } = useFundraiserTopDonors(fundraiserId);
  return <TopDonorsList data={data} error={error} isLoading={isLoading} errorText={__('Unable to load top donors.')} onRetry={() => void mutate()} />;
}
