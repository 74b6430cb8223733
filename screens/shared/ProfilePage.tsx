import { useRef, type ReactNode } from 'react';
import { __, Badge, Notice } from '../../design-system';
import type { Team } from '../api/entities';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import { paths } from '../app/paths';
import type { StatsQuery } from './live-stats/statsQuery';
import { ProfileHeader, type ProfileHeaderProps, ProfileLayout } from './ProfileLayout';
import { SponsorStrip } from './SponsorStrip';
import { StickyDonate } from './StickyDonate';
import { StorySection } from './StorySection';
import { SupportCard, type SupportCardProps } from './SupportCard';
import { WhenNeeded } from './WhenNeeded';

type ProfileKind = SupportCardProps['kind'];

/** A team speaks as "we", a fundraiser as "I" (called at render: the strings need the loaded locale). */
const WORDS: Record<ProfileKind, () => Record<'storyTitle' | 'support' | 'statsLabel' | 'pendingNotice', string>> = {
  team: () => ({
    storyTitle: __("Why we're fundraising"),
    support: __('Support this team'),
    statsLabel: __('Team statistics'),
    pendingNotice: __(
      'This team is waiting for approval. Only you can see this page until an administrator approves it.',
    ),
  }),
  fundraiser: () => ({
    storyTitle: __("Why I'm fundraising"),
    support: __('Support this fundraiser'),
    statsLabel: __('Fundraiser statistics'),
    pendingNotice: __(
      'This fundraiser is waiting for approval. Only you can see this page until an administrator approves it.',
    ),
  }),
};

export interface ProfilePageProps
  extends Omit<ProfileHeaderProps, 'badges' | 'image'>,
    Pick<SupportCardProps, 'kind' | 'goal' | 'stats' | 'viewingOwnPage'> {
  /** What teams and fundraisers both have; the id gives the page, its donate page and its live totals. */
  page: Pick<Team, 'id' | 'profile_image' | 'story'>;
  /** Not approved yet: a badge, and a notice above the header (only the owner sees the page). */
  pending: boolean;
  /** A private team: joined by invitation only. */
  closed?: boolean;
  /** The lists below the first screen (donations, members), loaded when needed. */
  activity: ReactNode;
  /** Under Donate in the support card: joining, the sign-in prompt. */
  supportActions: ReactNode;
  /** Notices for the page's owner alone, above the header (the fundraising tools' prompts). */
  ownerNotices?: ReactNode;
}

/**
 * A team's or a fundraiser's page (SPEC 2): its face, the pending-approval notice, the story with the lists and
 * the sponsors below the first screen, the support card and the compact Donate bar that follows it. A pending
 * page is seen by its owner alone (issue 26 §2): no Donate, no sharing until it is approved.
 */
export function ProfilePage({
  kind,
  page: { id, profile_image, story },
  pending,
  closed = false,
  activity,
  goal,
  stats,
  viewingOwnPage,
  supportActions,
  ownerNotices,
  ...header
}: ProfilePageProps) {
  const { campaign, sponsors, config } = useHostData();
  const toUrl = useCampaignUrl();
  const donate = useRef<HTMLDivElement>(null);
  const words = WORDS[kind]();
  const team = kind === 'team';
  const donateTo = team ? paths.teamDonate(id) : paths.fundraiserDonate(id);
  const statsQuery: StatsQuery = team
    ? { campaign_id: campaign.campaign_id, team_id: id }
    : { campaign_id: campaign.campaign_id, fundraiser_id: id };
  return (
    <ProfileLayout
      header={
        <ProfileHeader
          badges={
            closed || pending ? (
              <>
                {closed ? <Badge>{__('Closed')}</Badge> : null}
                {pending ? <Badge tone="warning">{__('Pending Approval')}</Badge> : null}
              </>
            ) : undefined
          }
          image={profile_image}
          cover={campaign.campaign_image}
          {...header}
        />
      }
      notices={
        <>
          {pending ? (
            <Notice type="warning" title={__('Pending Approval')}>
              {words.pendingNotice}
            </Notice>
          ) : null}
          {ownerNotices}
        </>
      }
      main={
        <>
          <StorySection title={words.storyTitle} story={story} />
          <WhenNeeded>
            {activity}
            {/* In the same boundary: shown with the lists, never moved up into view when they arrive. */}
            <SponsorStrip campaign={campaign} sponsors={sponsors} />
          </WhenNeeded>
        </>
      }
      support={
        <SupportCard
          ref={donate}
          title={words.support}
          name={header.name}
          donateTo={donateTo}
          shareUrl={toUrl(team ? paths.team(id) : paths.fundraiser(id))}
          kind={kind}
          goal={goal}
          stats={stats}
          statsQuery={statsQuery}
          statsLabel={words.statsLabel}
          locale={config.intlLocale}
          viewingOwnPage={viewingOwnPage}
          pending={pending}
        >
          {supportActions}
        </SupportCard>
      }
      sticky={pending ? null : <StickyDonate watch={donate} name={header.name} donateTo={donateTo} />}
    />
  );
}
