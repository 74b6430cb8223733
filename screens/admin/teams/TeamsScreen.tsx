import { _n, __, _x, sprintf, Spinner, type TableColumn } from '../../../design-system';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminListBody } from '../app/AdminListBody';
import { AdminPage } from '../app/AdminPage';
import { useTeams, type AdminTeamRow } from '../api/getTeams';
import { DeleteTeamModal } from './DeleteTeamModal';
import { ExportCsvLink } from '../app/ExportCsv';
import { HashLink } from '../app/HashLink';
import { plainTeamListState, teamListCodec, teamListParams } from './listState';
import { teamWizardPaths } from '../team-wizard/paths';
import {
  TeamActionItemsCell,
  TeamCaptainCell,
  TeamGoalCell,
  TeamMembersCell,
  TeamNameCell,
  TeamStatusCell,
} from './TeamCells';
import { TeamsToolbar } from './TeamsToolbar';
import { teamApproval } from './teamApproval';
import { useHashListState } from '../app/hashList';
import { useAdminList } from '../app/useAdminList';
import { useListCodec, useListExtras } from '../app/listExtras';

/** The teams tab of a campaign: filter, search, sort and page the teams; approve, deny and delete them. */
export function TeamsScreen() {
  const campaign = useAdminCampaign();
  const extras = useListExtras();
  const listState = useHashListState(useListCodec(teamListCodec, plainTeamListState));
  const { state } = listState;
  const read = useTeams(campaign.campaign_id, teamListParams(state), { keepPreviousData: true });
  const list = useAdminList(listState, {
    read,
    approvable: (team) => ({ id: team.team_id, name: team.team_name }),
    approval: teamApproval,
  });
  const { sortBy } = list;

  const columns: TableColumn<AdminTeamRow>[] = [
    {
      key: 'team_name',
      label: __('Team Name'),
      ...sortBy('name'),
      render: (team) => <TeamNameCell team={team} onDelete={list.setDeleting} />,
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
          label={list.statusLabel(team.team_status)}
          busy={list.busy.has(team.team_id)}
          onApproval={list.approve}
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
    <HashLink to={teamWizardPaths.create()} button="primary">
      {__('Create a team')}
    </HashLink>
  );

  return (
    <AdminPage
      title={__('Teams')}
      actions={
        <>
          <ExportCsvLink type="teams" />
          {createTeam}
        </>
      }
    >
      <TeamsToolbar
        state={state}
        statuses={list.page?.statuses ?? []}
        search={extras}
        onChange={list.change}
        onReset={list.reset}
      />
      <AdminListBody
        list={list}
        loading={<Spinner label={__('Loading teams…')} />}
        texts={{
          caption: __('Teams'),
          loadFailed: __('The teams could not be loaded.'),
          count: (total, count) =>
            sprintf(
              /* translators: %s: number of teams found, in the site's locale (1,234) */ _n(
                '%s team',
                '%s teams',
                total,
              ),
              count,
            ),
          pages: __('Team pages'),
          pagesEnd: __('Team pages, end of list'),
          emptyTitle: state.search
            ? sprintf(/* translators: %s: search term */ __('No teams found for “%s”'), state.search)
            : __('No teams found'),
          emptyFiltered: __('Try another status or search, or show every team.'),
          showAll: __('Show all teams'),
          emptyHint: __('Create the first team of this campaign.'),
        }}
        columns={columns}
        selection={{
          isSelectable: (team) => team.team_status === 'pending',
          selectAllLabel: __('Select all pending teams'),
        }}
        filtered={state.status !== 'all' || state.search !== ''}
        create={createTeam}
      />
      <DeleteTeamModal team={list.deleting} onClose={() => list.setDeleting(null)} onDeleted={list.deleted} />
    </AdminPage>
  );
}
