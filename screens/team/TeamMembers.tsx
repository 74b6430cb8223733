import { useId, type ReactNode } from 'react';
import { __, FailurePanel, formatMoney, Heading, ltr, sprintf, Stack, Text, useMoneyFormat } from '../../design-system';
import { useTeamFundraisers } from '../api/getTeamFundraisersAll';
import { useCampaignUrl } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { placeholder } from './TeamMembers.css';
import { givenToTeamPage } from './teamTotal';
import { cardGrid } from '../shared/ItemCard.css';
import { ItemCard } from '../shared/ItemCard';
import { LoadingSpinner } from '../shared/LoadingSpinner';

/**
 * Every approved member, each card a full page load to the fundraiser's page. Under the cards, how they make
 * the team total (the host's rule): without it, cards that add up to less than the total read as an error.
 */
export function TeamMembers({ teamId, teamTotal }: { teamId: number; teamTotal?: number }) {
  const headingId = useId();
  const money = useMoneyFormat();
  const toUrl = useCampaignUrl();
  const { data, error, mutate } = useTeamFundraisers(teamId);
  let body: ReactNode;
  // Like the leaderboards: a retry in place (a 4xx is not retried on its own, swr.tsx).
  if (data === undefined && error)
    body = (
      <FailurePanel
        message={__('Something went wrong while loading the team members.')}
        hint={__('Please try again.')}
        reloadLabel={__('Try again')}
        onReload={() => void mutate()}
      />
    );
  else if (data === undefined)
    body = (
      <div className={placeholder}>
        <LoadingSpinner label={__('Loading team members')} />
      </div>
    );
  else if (data.length === 0) body = <Text tone="muted">{__('This team has no members yet.')}</Text>;
  else
    body = (
      <>
        <ul className={cardGrid}>
          {data.map((member) => (
            <li key={member.id}>
              <ItemCard item={member} link={toUrl(paths.fundraiser(member.id))} />
            </li>
          ))}
        </ul>
        {teamTotal !== undefined && (
          <Text size="sm" tone="muted">
            {sprintf(
              /* translators: 1: team total amount, 2: amount given on the team page (both formatted with the currency) */ __(
                'The team total of %1$s is what was given on the team page (%2$s) plus the totals of the members above, gifts from before they joined included.',
              ),
              ltr(formatMoney(teamTotal, money)),
              ltr(
                formatMoney(
                  givenToTeamPage(
                    teamTotal,
                    data.map((member) => member.amount),
                  ),
                  money,
                ),
              ),
            )}
          </Text>
        )}
      </>
    );
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {__('Team Members')}
        </Heading>
        {body}
      </Stack>
    </section>
  );
}
