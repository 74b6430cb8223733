import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { __, FailurePanel, Heading, Notice, Stack, Text } from '../../../design-system';
import type { ApiError } from '../../api/errors';
import { type TeamDashboard, type TeamMember, useTeamDashboard } from '../../api/getTeamDashboard';
import { useHostData } from '../../app/HostDataContext';
import { retryableLazy } from '../../app/retryableLazy';
import { CodeLoading } from '../../shared/CodeLoading';
import { teamCodeLoading } from './CaptainView.css';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import type { Removal } from './TeamBody';

const TeamBody = retryableLazy(() => import('./TeamBody'));

export interface CaptainViewProps {
  teamId: number;
  teamName: string;
  /** The time relative dates are read against; stories and tests pin it. Defaults to the time of render. */
  now?: Date | undefined;
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
  // The body's code loads while the team is read, not after: both are on their way from the first render.
  useEffect(() => {
    import('./TeamBody').catch(() => undefined);
  }, []);

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
      <Suspense fallback={<CodeLoading placeholderClass={teamCodeLoading} />}>
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
      </Suspense>
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
