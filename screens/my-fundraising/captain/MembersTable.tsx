import {
  __,
  _x,
  Badge,
  formatPercentage,
  goalPercent,
  Money,
  Progress,
  sprintf,
  StatusBadge,
  Table,
  type TableColumn,
  Text,
  TextLink,
} from '../../../design-system';
import type { TeamMember } from '../../api/getTeamDashboard';
import { pageLinkUrl } from '../../shared/safeUrl';
import * as styles from './CaptainView.css';
import { parseTime, relativeTime, sameDay } from './dates';
import { RemindAction } from './RemindAction';
import { RemoveAction } from './RemoveAction';

export interface MembersTableProps {
  teamId: number;
  teamName: string;
  members: readonly TeamMember[];
  now: Date;
  locale: string;
  onReminded: (fundraiserId: number, remindedAt: string) => void;
  onRemoved: (member: TeamMember, strategy: string) => void;
  focusAfterRemoval: () => HTMLElement | null;
}

function MemberName({ member }: { member: TeamMember }) {
  const href = pageLinkUrl(member.url);
  const name = <bdi>{member.name}</bdi>;
  return (
    <span className={styles.nameCell}>
      {href ? <TextLink href={href}>{name}</TextLink> : name}
      {member.is_captain ? <Badge tone="info">{__('Captain')}</Badge> : null}
      {member.status === 'pending' ? <StatusBadge status="pending" label={__('Pending approval')} /> : null}
      {member.status === 'denied' ? <StatusBadge status="denied" label={__('Denied')} /> : null}
    </span>
  );
}

/**
 * Every member with what they raised against their goal, their last gift and the captain's actions. The host's
 * order stands (captain first, then by raised) until the captain sorts by Raised. The captain's own row has no
 * actions: the host refuses both for the captain.
 */
export function MembersTable({
  teamId,
  teamName,
  members,
  now,
  locale,
  onReminded,
  onRemoved,
  focusAfterRemoval,
}: MembersTableProps) {
  const columns: TableColumn<TeamMember>[] = [
    { key: 'name', label: __('Name'), render: (member) => <MemberName member={member} /> },
    {
      key: 'raised',
      label: _x('Raised', 'amount'),
      sortable: true,
      // The goal under the amount, as on the leaderboard cards: a column of its own made the table wider than a
      // tablet's column (842 px in 720) with the actions out of sight.
      render: (member) => (
        <span className={styles.amounts}>
          <Money value={member.raised} />
          <Text as="span" size="sm" tone="muted">
            {/* translators: label of the fundraising goal amount */ _x('Goal', 'amount')} <Money value={member.goal} />
          </Text>
        </span>
      ),
    },
    {
      // The table wants a field of the row for every column; this one is drawn from two, never sorted or filtered.
      key: 'profile_image',
      id: 'progress',
      label: __('Progress'),
      render: (member) => {
        const percent = goalPercent(member.raised, member.goal);
        return (
          <span className={styles.progressCell}>
            <Progress
              className={styles.progressBar}
              value={percent}
              label={sprintf(
                /* translators: %s: the team member's name */ __('%s’s progress toward their goal'),
                member.name,
              )}
            />
            <Text as="span" size="sm" className={styles.percent}>
              {formatPercentage(percent)}
            </Text>
          </span>
        );
      },
    },
    {
      key: 'last_gift_at',
      label: __('Last gift'),
      render: (member) => {
        const time = parseTime(member.last_gift_at);
        return time ? (
          <bdi className={styles.lastGift}>{relativeTime(time, now, locale)}</bdi>
        ) : (
          <Text as="span" size="sm" tone="muted">
            {__('No gifts yet')}
          </Text>
        );
      },
    },
    {
      key: 'fundraiser_id',
      id: 'actions',
      label: __('Actions'),
      render: (member) => {
        if (member.is_captain) return null;
        const reminded = parseTime(member.last_reminded_at);
        return (
          <span className={styles.actionsCell}>
            {reminded && sameDay(reminded, now) ? (
              <Text as="span" size="sm" tone="muted">
                {__('Reminded today')}
              </Text>
            ) : null}
            <span className={styles.actionButtons}>
              <RemindAction
                teamId={teamId}
                teamName={teamName}
                member={member}
                onReminded={(remindedAt) => onReminded(member.fundraiser_id, remindedAt)}
              />
              <RemoveAction
                teamId={teamId}
                teamName={teamName}
                member={member}
                onRemoved={(strategy) => onRemoved(member, strategy)}
                focusAfterRemoval={focusAfterRemoval}
              />
            </span>
          </span>
        );
      },
    },
  ];
  return (
    <Table
      caption={__('Members')}
      columns={columns}
      data={members}
      getRowKey={(member) => member.fundraiser_id}
      emptyText={__('No members yet')}
    />
  );
}
