import { useCallback, useState } from 'react';
import {
  _n,
  __,
  _x,
  BulkActionBar,
  Button,
  FailurePanel,
  Pagination,
  ltr,
  sprintf,
  Spinner,
  Table,
  Text,
  type TableColumn,
} from '../../../design-system';
import { useAdminCount } from '../app/useAdminCount';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminPage } from '../app/AdminPage';
import { useTeams, type AdminTeamRow } from '../api/getTeams';
import type { TeamApprovalStatus } from '../api/updateTeamApproval';
import { DeleteTeamModal } from './DeleteTeamModal';
import { HashLink } from './HashLink';
import { teamListCodec, teamListParams } from './listState';
import { teamPaths } from './paths';
import {
  TeamActionItemsCell,
  TeamCaptainCell,
  TeamGoalCell,
  TeamMembersCell,
  TeamNameCell,
  TeamStatusCell,
} from './TeamCells';
import { TeamsToolbar } from './TeamsToolbar';
import { useTeamApproval } from './useTeamApproval';
import { useHashListState } from '../app/hashList';
import { useAdminList } from '../app/useAdminList';
import { approvalStatusLabel } from '../app/statusOptions';

/** The teams tab of a campaign: filter, search, sort and page the teams; approve, deny and delete them. */
export function TeamsScreen() {
  const campaign = useAdminCampaign();
  const formatCount = useAdminCount();
  const { state, update, reset } = useHashListState(teamListCodec);
  const read = useTeams(campaign.campaign_id, teamListParams(state), { keepPreviousData: true });
  const { setApproval, busy } = useTeamApproval();
  const [deleting, setDeleting] = useState<AdminTeamRow | null>(null);

  const page = read.data;
  const rows = page?.rows ?? [];
  const stale = read.isLoading && page !== undefined;
  const list = useAdminList(
    { state, update, reset },
    { rows, approvable: (team) => ({ id: team.team_id, name: team.team_name }), stale, setApproval },
  );
  const { change, sortBy } = list;
  const statusLabel = useCallback(
    (status: AdminTeamRow['team_status']) => approvalStatusLabel(status, page?.statuses),
    [page],
  );
  const onApproval = (team: AdminTeamRow, status: TeamApprovalStatus) =>
    void setApproval([{ id: team.team_id, name: team.team_name }], status);

  const columns: TableColumn<AdminTeamRow>[] = [
    {
      key: 'team_name',
      label: __('Team Name'),
      ...sortBy('name'),
      render: (team) => <TeamNameCell team={team} onDelete={setDeleting} />,
    },
    {
      key: 'team_goal',
      label: /* translators: label of the fundraising goal amount */ _x('Goal', 'amount'),
      ...sortBy('goal'),
      render: (team) => <TeamGoalCell team={team} />,
    },
    { key: 'fundraisers_total', label: __('Members'), render: (team) => <TeamMembersCell team={team} /> },
    { key: 'captain', label: __('Captain'), render: (team) => <TeamCaptainCell team={team} /> },
    {
      key: 'team_status',
      label: __('Status'),
      ...sortBy('status'),
      render: (team) => (
        <TeamStatusCell
          team={team}
          label={statusLabel(team.team_status)}
          busy={busy.has(team.team_id)}
          onApproval={onApproval}
        />
      ),
    },
    {
      key: 'team_id',
      id: 'actions',
      label: __('Action items'),
      render: (team) => <TeamActionItemsCell team={team} />,
    },
  ];

  const createTeam = (
    <HashLink to={teamPaths.create()} button="primary">
      {__('Create a team')}
    </HashLink>
  );
  const filtered = state.status !== 'all' || state.search !== '';
  const pagination = (label: string) =>
    page ? (
      <Pagination
        page={state.page}
        totalPages={page.pages}
        loading={stale}
        label={label}
        onPageChange={(next) => change({ page: next })}
      />
    ) : null;

  return (
    <AdminPage title={__('Teams')} actions={createTeam}>
      <TeamsToolbar state={state} statuses={page?.statuses ?? []} onChange={change} onReset={list.reset} />
      {read.error && !page ? (
        <FailurePanel
          message={read.error.message}
          hint={__('The teams could not be loaded.')}
          reloadLabel={__('Try again')}
          onReload={() => void read.mutate()}
        />
      ) : !page ? (
        <Spinner label={__('Loading teams…')} />
      ) : (
        <>
          {read.error ? (
            <FailurePanel
              message={read.error.message}
              reloadLabel={__('Try again')}
              onReload={() => void read.mutate()}
            />
          ) : null}
          <Text aria-live="polite">
            {sprintf(
              /* translators: %s: number of teams found, in the site's locale (1,234) */ _n(
                '%s team',
                '%s teams',
                page.total,
              ),
              ltr(formatCount(page.total)),
            )}
          </Text>
          {pagination(__('Team pages'))}
          <BulkActionBar count={list.selected.size} onClear={() => list.setSelected(new Set())}>
            <Button size="small" disabled={busy.size > 0} onClick={() => void list.bulk('active')}>
              {__('Approve selected')}
            </Button>
            <Button size="small" color="outline" disabled={busy.size > 0} onClick={() => void list.bulk('denied')}>
              {__('Deny selected')}
            </Button>
          </BulkActionBar>
          <Table
            caption={__('Teams')}
            hideCaption
            columns={columns}
            data={rows}
            getRowKey={(team) => team.team_id}
            {...list.tableState}
            selection={{
              selected: list.selected,
              onChange: list.setSelected,
              rowLabel: (team) => team.team_name,
              isSelectable: (team) => team.team_status === 'pending',
              selectAllLabel: __('Select all pending teams'),
            }}
            blankSlate={
              filtered
                ? {
                    title: state.search
                      ? sprintf(/* translators: %s: search term */ __('No teams found for “%s”'), state.search)
                      : __('No teams found'),
                    description: __('Try another status or search, or show every team.'),
                    action: (
                      <Button color="outline" onClick={list.reset}>
                        {__('Show all teams')}
                      </Button>
                    ),
                  }
                : {
                    title: __('No teams found'),
                    description: __('Create the first team of this campaign.'),
                    action: createTeam,
                  }
            }
          />
          {pagination(__('Team pages, end of list'))}
        </>
      )}
      <DeleteTeamModal
        team={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(team) => {
          setDeleting(null);
          list.deselect(team.team_id);
        }}
      />
    </AdminPage>
  );
}
