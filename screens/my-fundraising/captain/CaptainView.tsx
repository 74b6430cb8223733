import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import {
  __,
  _n,
  FailurePanel,
  formatMoney,
  formatNumber,
  GoalSummary,
  goalPercent,
  Heading,
  ltr,
  Money,
  Notice,
  Stack,
  sprintf,
  Text,
  TextLink,
  useMoneyFormat,
} from '../../../design-system';
import type { ApiError } from '../../api/errors';
import { type TeamDashboard, type TeamMember, useTeamDashboard } from '../../api/getTeamDashboard';
import { useHostData } from '../../app/HostDataContext';
import { paths } from '../../app/paths';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { RouterButton } from '../../shared/links';
import { pageLinkUrl } from '../../shared/safeUrl';
import { MembersTable } from './MembersTable';
import { PendingInvitations } from './PendingInvitations';

export interface CaptainViewProps {
  teamId: number;
  teamName: string;
  /** The time relative dates are read against; stories and tests pin it. Defaults to the time of render. */
  now?: Date | undefined;
}

/** Who left the team, and how the host says it went ('individual': on their own, page and gifts kept). */
interface Removal {
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

/** A refusal that a retry will not change (403 not_captain, 404 unknown_team): the host's sentence, no Reload. */
function isFinal(error: ApiError): boolean {
  return error.status !== undefined && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}

/**
 * The captain's view of their team on *My fundraising* (docs/fundraising-tools.md, "Captain calls"): the team's
 * total, every member with what they raised and when their last gift came, a reminder or removal per member,
 * and the invitations not used yet. Only what the host answers is shown: it decides who is captain.
 */
export function CaptainView({ teamId, teamName, now: pinnedNow }: CaptainViewProps) {
  const headingId = useId();
  const { config } = useHostData();
  const { data, error, mutate } = useTeamDashboard(teamId);
  const [now] = useState(() => pinnedNow ?? new Date());
  const [removal, setRemoval] = useState<Removal | null>(null);
  const removedNotice = useRef<HTMLDivElement>(null);
  const locale = config.intlLocale;

  /** Changes the cached answer after a write the host confirmed, without another read. */
  const update = (change: (dashboard: TeamDashboard) => TeamDashboard) =>
    mutate((current) => (current ? change(current) : current), { revalidate: false });

  const onReminded = (fundraiserId: number, remindedAt: string) =>
    void update((dashboard) => ({
      ...dashboard,
      members: dashboard.members.map((member) =>
        member.fundraiser_id === fundraiserId ? { ...member, last_reminded_at: remindedAt } : member,
      ),
    }));

  const onRemoved = (removed: TeamMember, strategy: string) => {
    setRemoval({ name: removed.name, strategy });
    // The row goes at once; the team's total changes with it, so the host's figures are read again.
    void mutate(
      (current) =>
        current && {
          ...current,
          members: current.members.filter((member) => member.fundraiser_id !== removed.fundraiser_id),
        },
      { revalidate: true },
    );
  };

  const onResent = (invitationId: number, sentAt: string) =>
    void update((dashboard) => ({
      ...dashboard,
      invitations: dashboard.invitations.map((invitation) =>
        invitation.id === invitationId ? { ...invitation, sent_at: sentAt } : invitation,
      ),
    }));

  let body: ReactNode;
  if (data === undefined && error) {
    body = isFinal(error) ? (
      <Notice type="error">{error.message}</Notice>
    ) : (
      <FailurePanel
        message={error.message}
        hint={__('Your team could not be loaded.')}
        reloadLabel={__('Try again')}
        onReload={() => void mutate()}
      />
    );
  } else if (data === undefined) {
    body = <LoadingSpinner label={__('Loading your team')} />;
  } else {
    body = (
      <TeamBody
        dashboard={data}
        teamId={teamId}
        now={now}
        locale={locale}
        removal={removal}
        removedNotice={removedNotice}
        onReminded={onReminded}
        onRemoved={onRemoved}
        onResent={onResent}
      />
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading id={headingId} level={2}>
          {__('Your team')}
        </Heading>
        {data === undefined ? <Text>{teamName}</Text> : null}
        {body}
      </Stack>
    </section>
  );
}

interface TeamBodyProps {
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

function TeamBody({
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
