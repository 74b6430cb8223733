import { lazy, Suspense } from 'react';
import { __, Text, TextLink } from '../../design-system';
import type { Fundraiser } from '../api/entities';
import { FUNDRAISER_TOOLS, hasFeature } from '../app/hostConfig';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { RouterTextLink } from '../shared/links';
import { CodeLoading } from '../shared/CodeLoading';
import { NotFoundState } from '../shared/NotFoundState';
import { ProfilePage } from '../shared/ProfilePage';
import { SignInPrompt } from '../shared/SignInPrompt';
import { FundraiserMilestones } from './FundraiserMilestones';
import { isFundraiserOwner } from './permissions';

const FundraiserActivity = lazy(() => import('./FundraiserActivity'));
// The owner's prompts (fundraising tools): a chunk of its own, so visitors never load it.
const OwnerPrompts = lazy(() => import('./OwnerPrompts'));

function TeamLine({ fundraiser }: { fundraiser: Fundraiser }) {
  const toUrl = useCampaignUrl();
  if (fundraiser.team_id <= 0) return null;
  const name = fundraiser.team.trim() || __('View team');
  return (
    <Text tone="muted">
      {__('Team:')} <TextLink href={toUrl(paths.team(fundraiser.team_id))}>{name}</TextLink>
    </Text>
  );
}

function FundraiserView({ fundraiser }: { fundraiser: Fundraiser }) {
  const { auth, fundraiserStats, donations, config } = useHostData();
  const owner = isFundraiserOwner(auth, fundraiser);
  return (
    <ProfilePage
      kind="fundraiser"
      page={fundraiser}
      name={fundraiser.fundraiser_name}
      pending={!fundraiser.is_approved}
      details={
        <>
          <TeamLine fundraiser={fundraiser} />
          <FundraiserMilestones fundraiser={fundraiser} />
        </>
      }
      actions={
        owner ? <RouterTextLink to={paths.fundraiserUpdate(fundraiser.id)}>{__('Edit profile')}</RouterTextLink> : null
      }
      activity={
        <FundraiserActivity
          fundraiserId={fundraiser.id}
          fundraiserName={fundraiser.fundraiser_name}
          donations={donations ?? []}
          donationsCount={fundraiserStats?.donationsCount}
        />
      }
      goal={fundraiser.fundraiser_goal}
      stats={fundraiserStats}
      viewingOwnPage={auth.fundraiser_id === fundraiser.id}
      supportActions={<SignInPrompt question={__('Is this you?')} loggedIn={auth.is_logged_in} />}
      ownerNotices={
        owner && hasFeature(config, FUNDRAISER_TOOLS) ? (
          <Suspense fallback={<CodeLoading />}>
            <OwnerPrompts fundraiser={fundraiser} />
          </Suspense>
        ) : null
      }
    />
  );
}

/** Fundraiser page (SPEC 2): everything but top donors comes from the host data. */
export default function FundraiserPage() {
  const { fundraiser } = useHostData();
  if (!fundraiser) {
    return (
      <NotFoundState
        title={__('Fundraiser not found')}
        message={__('This fundraiser does not exist, or the page is not visible yet.')}
      />
    );
  }
  return <FundraiserView fundraiser={fundraiser} />;
}
