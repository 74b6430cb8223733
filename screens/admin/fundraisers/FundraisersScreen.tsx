import { useState, type ReactNode } from 'react';
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
  Text,
  type TableColumn,
  Table,
} from '../../../design-system';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { RouterButton } from '../../shared/links';
import { useAdminCount } from '../app/useAdminCount';
import { useAdminCampaign } from '../app/AdminContext';
import { AdminPage } from '../app/AdminPage';
import { useAdminFundraisers, type AdminFundraiserRow } from '../api/getTeamFundraisers';
import { fundraiserPaths } from '../fundraiser-wizard/wizardSteps';
import { DeleteFundraiserModal } from './DeleteFundraiserModal';
import { FundraiserNameCell, FundraiserStatusCell, FundraiserTeamCell, MoneyCell } from './FundraiserCells';
import { FundraisersToolbar } from './FundraisersToolbar';
import { fundraiserListCodec, fundraiserListParams } from './listState';
import { useFundraiserApproval, type ApprovalStatus } from './useFundraiserApproval';
import { useHashListState } from '../app/hashList';
import { useAdminList } from '../app/useAdminList';
import { approvalStatusLabel } from '../app/statusOptions';

/**
 * The fundraisers tab of a campaign: filter by team and status, search, sort and page the fundraisers (all in
 * the hash); approve, deny (one or the selected), edit, view and delete them.
 */
export default function FundraisersScreen() {
  const campaign = useAdminCampaign();
  const formatCount = useAdminCount();
  const { state, update, reset } = useHashListState(fundraiserListCodec);
  const read = useAdminFundraisers(campaign.campaign_id, fundraiserListParams(state), { keepPreviousData: true });
  const { setApproval, busy } = useFundraiserApproval();
  const [deleting, setDeleting] = useState<AdminFundraiserRow | null>(null);

  const page = read.data;
  const rows = page?.rows ?? [];
  const stale = read.isLoading && page !== undefined;
  const list = useAdminList(
    { state, update, reset },
    { rows, approvable: (row) => ({ id: row.id, name: row.name }), stale, setApproval },
  );
  const { change, sortBy } = list;
  const statusLabel = (status: AdminFundraiserRow['status']) => approvalStatusLabel(status, page?.statuses);
  const onApproval = (fundraiser: AdminFundraiserRow, status: ApprovalStatus) =>
    void setApproval([{ id: fundraiser.id, name: fundraiser.name }], status);

  const columns: TableColumn<AdminFundraiserRow>[] = [
    {
      key: 'name',
      label: __('Name'),
      render: (row) => <FundraiserNameCell fundraiser={row} onDelete={setDeleting} />,
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
      ...sortBy('amount_raised'),
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
          label={statusLabel(row.status)}
          busy={busy.has(row.id)}
          onApproval={onApproval}
        />
      ),
    },
  ];

  const create = (
    <RouterButton to={fundraiserPaths.createUser} color="primary">
      {__('Create a fundraiser')}
    </RouterButton>
  );
  const filtered = state.team !== 'all' || state.status !== 'all' || state.search !== '';
  const pagination = (label: string) =>
    page && page.pages > 1 ? (
      <Pagination
        page={state.page}
        totalPages={page.pages}
        loading={stale}
        label={label}
        onPageChange={(next) => change({ page: next })}
      />
    ) : null;

  let content: ReactNode;
  if (read.error && !page) {
    content = (
      <FailurePanel
        message={read.error.message}
        hint={__('The fundraisers could not be loaded.')}
        reloadLabel={__('Try again')}
        onReload={() => void read.mutate()}
      />
    );
  } else if (!page) {
    content = <LoadingSpinner size="medium" label={__('Loading fundraisers')} />;
  } else {
    content = (
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
            /* translators: %s: number of fundraisers found, in the site's locale (1,234) */ _n(
              '%s fundraiser',
              '%s fundraisers',
              page.total,
            ),
            ltr(formatCount(page.total)),
          )}
        </Text>
        {pagination(__('Fundraiser pages'))}
        <BulkActionBar count={list.selected.size} onClear={() => list.setSelected(new Set())}>
          <Button type="button" size="small" disabled={busy.size > 0} onClick={() => void list.bulk('active')}>
            {__('Approve selected')}
          </Button>
          <Button
            type="button"
            size="small"
            color="outline"
            disabled={busy.size > 0}
            onClick={() => void list.bulk('denied')}
          >
            {__('Deny selected')}
          </Button>
        </BulkActionBar>
        <Table
          caption={__('Fundraisers')}
          hideCaption
          columns={columns}
          data={rows}
          getRowKey={(row) => row.id}
          {...list.tableState}
          selection={{
            selected: list.selected,
            onChange: list.setSelected,
            rowLabel: (row) => row.name,
            isSelectable: (row) => row.status !== 'active',
          }}
          blankSlate={
            filtered
              ? {
                  title: state.search
                    ? sprintf(/* translators: %s: search term */ __('No fundraisers found for “%s”'), state.search)
                    : __('No fundraisers found'),
                  description: __('Try another team, status or search, or show every fundraiser.'),
                  action: (
                    <Button type="button" color="outline" onClick={list.reset}>
                      {__('Show all fundraisers')}
                    </Button>
                  ),
                }
              : {
                  title: __('No fundraisers found'),
                  description: __('Create the first fundraiser of this campaign.'),
                  action: create,
                }
          }
        />
        {pagination(__('Fundraiser pages, end of list'))}
      </>
    );
  }

  return (
    <AdminPage title={__('Fundraisers')} actions={create}>
      <FundraisersToolbar
        state={state}
        statuses={page?.statuses ?? []}
        teams={page?.teams ?? []}
        onChange={change}
        onReset={list.reset}
      />
      {content}
      <DeleteFundraiserModal
        fundraiser={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(fundraiser) => {
          setDeleting(null);
          list.deselect(fundraiser.id);
        }}
      />
    </AdminPage>
  );
}
