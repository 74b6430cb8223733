import type { RefObject } from 'react';
import {
  __,
  _n,
  formatMoney,
  formatNumber,
  GoalSummary,
  goalPercent,
  ltr,
  Money,
  Notice,
  Stack,
  sprintf,
  Text,
  TextLink,
  useMoneyFormat,
} from '../../../design-system';
import type { TeamDashboard, TeamMember } from '../../api/getTeamDashboard';
import { paths } from '../../app/paths';
import { RouterButton } from '../../shared/links';
import { pageLinkUrl } from '../../shared/safeUrl';
import { MembersTable } from './MembersTable';
import { PendingInvitations } from './PendingInvitations';

/*
 * The captain's view once the team is read: its own chunk, so a fundraiser who captains no team never loads the
 * table, the dialogs and the actions (CaptainView loads it only for a captain, while the read runs).
 */

/** Who left the team, and how the host says it went ('individual': on their own, page and gifts kept). */
export interface Removal {
  name: string;
  strategy: string;
}

/** The outcome in the host's terms: what happens to the page is said only for the way this client knows. */
function removalOutcome({ name, strategy }: Removal): string {
  return strategy === 'individual'
    ? sprintf(
        /* translators: %s: the team member's name */ __(
          '%s is no longer on your team. Their page and gifts stay theirs.',
        ),
        name,
      )
    : sprintf(/* translators: %s: the team member's name */ __('%s is no longer on your team.'), name);
}

export interface TeamBodyProps {
  dashboard: TeamDashboard;
  teamId: number;
  now: Date;
  locale: string;
  removal: Removal | null;
  removedNotice: RefObject<HTMLDivElement | null>;
  onReminded: (fundraiserId: number, remindedAt: string) => void;
  onRemoved: (member: TeamMember, strategy: string) => void;
  onResent: (invitationId: number, sentAt: string) => void;
}

export default function TeamBody({
  dashboard,
  teamId,
  now,
  locale,
  removal,
  removedNotice,
  onReminded,
  onRemoved,
  onResent,
}: TeamBodyProps) {
  const format = useMoneyFormat();
  const { team, members, invitations } = dashboard;
  const teamUrl = pageLinkUrl(team.url);
  const others = members.filter((member) => !member.is_captain);
  // The captain's own total is theirs to see above; the sentence is about whom a reminder could help.
  const withoutGifts = others.filter((member) => member.raised <= 0).length;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        {teamUrl ? (
          <TextLink href={teamUrl}>
            <bdi>{team.name}</bdi>
          </TextLink>
        ) : (
          <Text>
            <bdi>{team.name}</bdi>
          </Text>
        )}
        <GoalSummary
          raised={<Money value={team.raised} />}
          caption={sprintf(
            /* translators: %s: goal amount, formatted with the currency (shown under the amount raised) */ __(
              'raised of %s goal',
            ),
            ltr(formatMoney(team.goal, format)),
          )}
          percent={goalPercent(team.raised, team.goal)}
          progressLabel={__('Progress toward the team goal')}
        />
      </Stack>
      {removal !== null ? (
        <Notice type="success" ref={removedNotice} tabIndex={-1}>
          {removalOutcome(removal)}
        </Notice>
      ) : null}
      {others.length === 0 ? (
        <Stack gap="sm">
          <Text>
            {__('No one has joined your team yet. Invite friends, family or colleagues to fundraise with you.')}
          </Text>
          <div>
            <RouterButton to={paths.teamUpdate(teamId)}>{__('Invite team members')}</RouterButton>
          </div>
        </Stack>
      ) : (
        <Stack gap="md">
          {withoutGifts > 0 ? (
            <Notice type="info">
              {sprintf(
                /* translators: %s: number of team members */ _n(
                  '%s member has not received a gift yet.',
                  '%s members have not received a gift yet.',
                  withoutGifts,
                ),
                ltr(formatNumber(withoutGifts)),
              )}
            </Notice>
          ) : null}
          <MembersTable
            teamId={teamId}
            teamName={team.name}
            members={members}
            now={now}
            locale={locale}
            onReminded={onReminded}
            onRemoved={onRemoved}
            focusAfterRemoval={() => removedNotice.current}
          />
        </Stack>
      )}
      <PendingInvitations teamId={teamId} invitations={invitations} locale={locale} onResent={onResent} />
    </Stack>
  );
}
