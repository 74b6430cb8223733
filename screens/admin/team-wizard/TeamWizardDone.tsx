import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import {
  __,
  _x,
  buttonClassName,
  Button,
  Inline,
  Money,
  sprintf,
  Stack,
  Text,
  VisuallyHidden,
  formatNumber,
  ltr,
} from '../../../design-system';
import { campaignUrl, paths } from '../../app/paths';
import { RouterButton } from '../../shared/links';
import type { AdminTeam } from '../api/adminGetTeam';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminPage } from '../app/AdminPage';
import { useAdminFlash } from '../app/flash';
import { teamWizardPaths } from './paths';
import { TeamWizardSteps } from './TeamWizardSteps';
import { teamStep } from './WithAdminTeam';

/** `#/team-created-<id>` (step 4): what was made, and where to go next. */
const TeamWizardDone = teamStep(() => __('Team created'), Summary);

export default TeamWizardDone;

function Summary({ team }: { team: AdminTeam }) {
  const campaign = useAdminCampaign();
  const sentCount = team.invitations.filter((invitation) => invitation.sent).length;
  const heldCount = team.invitations.length - sentCount;
  return (
    <AdminPage width="form" title={sprintf(/* translators: %s: team name */ __('Team created: %s'), team.name)}>
      <Stack gap="lg">
        <TeamWizardSteps current="done" />
        <dl>
          <Row term={/* translators: label of the fundraising goal amount */ _x('Goal', 'amount')}>
            <Money value={team.goal} />
          </Row>
          <Row term={__('Who can join')}>{team.access === 'private' ? __('Closed (invite only)') : __('Public')}</Row>
          <Row term={__('Status')}>
            {team.status === 'pending'
              ? __('Pending approval')
              : team.status === 'denied'
                ? /* translators: a team's or fundraiser's status (not the button) */ _x('Denied', 'status')
                : /* translators: a team's or fundraiser's status (not the button) */ _x('Approved', 'status')}
          </Row>
          <Row term={__('Captain')}>{team.captain ? team.captain.name : __('No captain yet')}</Row>
          <Row term={__('Invitations')}>
            {team.invitations.length === 0
              ? __('None')
              : heldCount > 0
                ? sprintf(
                    /* translators: 1: number of invitations sent, 2: number of invitations held */ __(
                      '%1$s sent, %2$s held until the team is approved',
                    ),
                    ltr(formatNumber(sentCount)),
                    ltr(formatNumber(heldCount)),
                  )
                : sprintf(
                    /* translators: %s: number of invitations sent */ __('%s sent'),
                    ltr(formatNumber(sentCount)),
                  )}
          </Row>
        </dl>
        <Inline gap="md" align="center">
          <Button href={campaignUrl(campaign.campaign_url, paths.team(team.id))} target="_blank" rel="noopener">
            {__('View team')}
            <VisuallyHidden> {__('(opens in a new tab)')}</VisuallyHidden>
          </Button>
          <RouterButton to={teamWizardPaths.create()} color="outline">
            {__('Add another team')}
          </RouterButton>
          <BackToTeams />
        </Inline>
      </Stack>
    </AdminPage>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Inline as="div" gap="sm">
      <dt>
        <Text as="span" weight="bold">
          {term}:
        </Text>
      </dt>
      <dd>{children}</dd>
    </Inline>
  );
}

/** Back to the list, which says "Team created" at the top. */
function BackToTeams() {
  const { showFlash } = useAdminFlash();
  const to = teamWizardPaths.list();
  const href = useHref(to);
  const follow = useLinkClickHandler(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    showFlash('success', __('Team created'));
    follow(event);
  };
  return (
    <a href={href} onClick={onClick} className={buttonClassName({ color: 'outline' })}>
      {__('Back to teams')}
    </a>
  );
}
