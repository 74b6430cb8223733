import { lazy, useRef } from 'react';
import { __, Badge, Notice, Text, TextLink } from '../../design-system';
import type { Fundraiser } from '../api/entities';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { RouterTextLink } from '../shared/links';
import { NotFoundState } from '../shared/NotFoundState';
import { ProfileHeader, ProfileLayout } from '../shared/ProfileLayout';
import { SignInPrompt } from '../shared/SignInPrompt';
import { SponsorsSection } from '../shared/SponsorsSection';
import { StickyDonate } from '../shared/StickyDonate';
import { StorySection } from '../shared/StorySection';
import { SupportCard } from '../shared/SupportCard';
import { WhenNeeded } from '../shared/WhenNeeded';
import { isFundraiserOwner } from './permissions';

const FundraiserActivity = lazy(() => import('./FundraiserActivity'));

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
  const { campaign, auth, fundraiserStats, donations, sponsors, config } = useHostData();
  const toUrl = useCampaignUrl();
  const owner = isFundraiserOwner(auth, fundraiser);
  const donate = useRef<HTMLDivElement>(null);
  const pending = !fundraiser.is_approved;
  return (
    <ProfileLayout
      header={
        <ProfileHeader
          name={fundraiser.fundraiser_name}
          image={fundraiser.profile_image}
          badges={pending ? <Badge tone="warning">{__('Pending Approval')}</Badge> : undefined}
          details={<TeamLine fundraiser={fundraiser} />}
          actions={
            owner ? (
              <RouterTextLink to={paths.fundraiserUpdate(fundraiser.id)}>{__('Edit profile')}</RouterTextLink>
            ) : null
          }
        />
      }
      notices={
        pending ? (
          <Notice type="warning" title={__('Pending Approval')}>
            {__(
              'This fundraiser is waiting for approval. Only you can see this page until an administrator approves it.',
            )}
          </Notice>
        ) : null
      }
      main={
        <>
          <StorySection title={__("Why I'm fundraising")} story={fundraiser.story} />
          <WhenNeeded>
            <FundraiserActivity
              fundraiserId={fundraiser.id}
              fundraiserName={fundraiser.fundraiser_name}
              donations={donations ?? []}
            />
            {/* In the same boundary: shown with the lists, never moved up into view when they arrive. */}
            <SponsorsSection campaign={campaign} sponsors={sponsors} />
          </WhenNeeded>
        </>
      }
      support={
        <SupportCard
          ref={donate}
          title={__('Support this fundraiser')}
          name={fundraiser.fundraiser_name}
          donateTo={paths.fundraiserDonate(fundraiser.id)}
          shareUrl={toUrl(paths.fundraiser(fundraiser.id))}
          kind="fundraiser"
          goal={fundraiser.fundraiser_goal}
          stats={fundraiserStats}
          statsLabel={__('Fundraiser statistics')}
          locale={config.intlLocale}
          viewingOwnPage={auth.fundraiser_id === fundraiser.id}
        >
          <SignInPrompt question={__('Is this you?')} loggedIn={auth.is_logged_in} />
        </SupportCard>
      }
      sticky={
        <StickyDonate
          watch={donate}
          name={fundraiser.fundraiser_name}
          donateTo={paths.fundraiserDonate(fundraiser.id)}
        />
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
