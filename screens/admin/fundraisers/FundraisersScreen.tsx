import { _n, __, _x, sprintf, type TableColumn } from '../../../design-system';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { RouterButton } from '../../shared/links';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminListBody } from '../app/AdminListBody';
import { AdminPage } from '../app/AdminPage';
import { ExportCsvLink } from '../app/ExportCsv';
import { useAdminFundraisers, type AdminFundraiserRow } from '../api/getTeamFundraisers';
import { fundraiserPaths } from '../fundraiser-wizard/wizardSteps';
import { DeleteFundraiserModal } from './DeleteFundraiserModal';
import { FundraiserNameCell, FundraiserStatusCell, FundraiserTeamCell, MoneyCell } from './FundraiserCells';
import { FundraisersToolbar } from './FundraisersToolbar';
import { fundraiserListCodec, fundraiserListParams, plainFundraiserListState } from './listState';
import { fundraiserApproval } from './fundraiserApproval';
import { useHashListState } from '../app/hashList';
import { useAdminList } from '../app/useAdminList';
import { useListCodec, useListExtras } from '../app/listExtras';

/**
 * The fundraisers tab of a campaign: filter by team and status, search, sort and page the fundraisers (all in
 * the hash); approve, deny (one or the selected), edit, view and delete them.
 */
export default function FundraisersScreen() {
  const campaign = useAdminCampaign();
  const extras = useListExtras();
  const listState = useHashListState(useListCodec(fundraiserListCodec, plainFundraiserListState));
  const { state } = listState;
  const read = useAdminFundraisers(campaign.campaign_id, fundraiserListParams(state), { keepPreviousData: true });
  const list = useAdminList(listState, {
    read,
    approvable: (row) => ({ id: row.id, name: row.name }),
    approval: fundraiserApproval,
  });
  const { sortBy } = list;

  const columns: TableColumn<AdminFundraiserRow>[] = [
    {
      key: 'name',
      label: __('Name'),
      render: (row) => <FundraiserNameCell fundraiser={row} onDelete={list.setDeleting} />,
    },
    {
      key: 'goal',
      label: /* translators: label of the fundraising goal amount */ _x('Goal', 'amount'),
      ...sortBy('goal'),
      render: (row) => <MoneyCell value={row.goal} />,
    },
    {
      key: 'amount_raised',
      label: /* translators: label of the amount raised so far (a noun, not a verb) */ _x('Raised', 'amount'),
      // The plugin has no such sort (400): a plain column without the host's list extras.
      ...(extras ? sortBy('amount_raised') : {}),
      render: (row) => <MoneyCell value={row.amount_raised} />,
    },
    {
      key: 'team_name',
      label: /* translators: a team (noun), as a column or field label */ _x('Team', 'noun'),
      ...sortBy('team_id'),
      render: (row) => <FundraiserTeamCell fundraiser={row} />,
    },
    {
      key: 'status',
      label: __('Status'),
      ...sortBy('status'),
      render: (row) => (
        <FundraiserStatusCell
          fundraiser={row}
          label={list.statusLabel(row.status)}
          busy={list.busy.has(row.id)}
          onApproval={list.approve}
        />
      ),
    },
  ];

  const create = (
    <RouterButton to={fundraiserPaths.createUser} color="primary">
      {__('Create a fundraiser')}
    </RouterButton>
  );

  return (
    <AdminPage
      title={__('Fundraisers')}
      actions={
        <>
          <ExportCsvLink type="fundraisers" />
          {create}
        </>
      }
    >
      <FundraisersToolbar
        state={state}
        statuses={list.page?.statuses ?? []}
        teams={read.data?.teams ?? []}
        extras={extras}
        onChange={list.change}
        onReset={list.reset}
      />
      <AdminListBody
        list={list}
        loading={<LoadingSpinner size="medium" label={__('Loading fundraisers')} />}
        texts={{
          caption: __('Fundraisers'),
          loadFailed: __('The fundraisers could not be loaded.'),
          count: (total, count) =>
            sprintf(
              /* translators: %s: number of fundraisers found, in the site's locale (1,234) */ _n(
                '%s fundraiser',
                '%s fundraisers',
                total,
              ),
              count,
            ),
          pages: __('Fundraiser pages'),
          pagesEnd: __('Fundraiser pages, end of list'),
          emptyTitle: state.search
            ? sprintf(/* translators: %s: search term */ __('No fundraisers found for “%s”'), state.search)
            : __('No fundraisers found'),
          emptyFiltered: __('Try another team, status or search, or show every fundraiser.'),
          showAll: __('Show all fundraisers'),
          emptyHint: __('Create the first fundraiser of this campaign.'),
        }}
        columns={columns}
        selection={{ isSelectable: (row) => row.status !== 'active' }}
        filtered={state.team !== 'all' || state.status !== 'all' || state.search !== ''}
        create={create}
      />
      <DeleteFundraiserModal
        fundraiser={list.deleting}
        onClose={() => list.setDeleting(null)}
        onDeleted={list.deleted}
      />
    </AdminPage>
  );
}
