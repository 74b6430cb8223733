import { useRef } from 'react';
import {
  __,
  _x,
  _n,
  Button,
  formatMoney,
  goalPercent,
  Notice,
  Pagination,
  Progress,
  RowAction,
  RowActions,
  Select,
  ltr,
  sprintf,
  Stack,
  StatusBadge,
  Table,
  TextLink,
  Toolbar,
  useMoneyFormat,
  type SortDirection,
  type TableColumn,
} from '../../../design-system';
import { useAdminCount } from '../app/useAdminCount';
import { adminUrl, useAdmin } from '../app/AdminContext';
import { ExportDonationsAction, useCsvExport } from '../app/ExportCsv';
import { AdminPage } from '../app/AdminPage';
import { pickOne, useHashListState } from '../app/hashList';
import { CAMPAIGN_STATUSES, useCampaigns, type AdminCampaignRow, type CampaignStatus } from '../api/getCampaigns';
import { campaignLinks } from './campaignLinks';
import { DuplicateCampaign } from './DuplicateCampaign';
import { campaignListParams, campaignListCodec, type CampaignListState } from './listState';
import * as styles from './CampaignsScreen.css';

/** The status filter's labels until the server has sent its own (`statuses`). */
function defaultStatusLabels(): Record<CampaignStatus, string> {
  return {
    /* translators: a campaign's status (a campaign, not a team or a person) */
    active: _x('Active', 'campaign status'),
    /* translators: a campaign's status (a campaign, not a team or a person) */
    inactive: _x('Inactive', 'campaign status'),
    /* translators: a campaign's status: saved but not published (a noun, not the verb) */
    draft: _x('Draft', 'campaign status'),
  };
}

/** Which column sorts by which server sort. */
const SORT_OF_COLUMN = { title: 'campaign_title', campaign_goal: 'campaign_goal' } as const;

function TitleCell({ row }: { row: AdminCampaignRow }) {
  const { config } = useAdmin();
  const links = campaignLinks(config, row.id);
  const donations = useCsvExport(row.id, 'donations');
  return (
    <Stack gap="xs" align="start">
      <TextLink href={links.edit} className={styles.title}>
        {/* bdi: a typed title keeps its own direction in a right-to-left admin ('<b>x' stays so, not 'b>x<'). */}
        <bdi>{row.title}</bdi>
      </TextLink>
      {/* The same row actions as the teams and fundraisers lists (design-system RowActions). */}
      <RowActions label={sprintf(/* translators: %s: campaign title */ __('Actions for “%s”'), row.title)}>
        <RowAction
          href={links.edit}
          aria-label={sprintf(/* translators: %s: campaign title */ __('Edit “%s”'), row.title)}
        >
          {__('Edit')}
        </RowAction>
        <RowAction
          href={row.campaign_url}
          external
          aria-label={sprintf(/* translators: %s: campaign title */ __('View “%s”'), row.title)}
        >
          {/* translators: a link: open the public page (a verb, not a noun) */ _x('View', 'action')}
        </RowAction>
        <DuplicateCampaign campaignId={row.id} title={row.title} />
        {donations ? <ExportDonationsAction link={donations} title={row.title} /> : null}
      </RowActions>
    </Stack>
  );
}

function GoalCell({ row }: { row: AdminCampaignRow }) {
  const money = useMoneyFormat();
  return (
    <Stack gap="xs" className={styles.goal}>
      <Progress
        value={goalPercent(row.amount_raised, row.campaign_goal)}
        label={sprintf(/* translators: %s: campaign title */ __('Progress of “%s” toward its goal'), row.title)}
      />
      <span>
        {sprintf(
          /* translators: 1: amount raised, 2: goal amount (both formatted with the currency) */ __(
            '%1$s of %2$s goal',
          ),
          ltr(formatMoney(row.amount_raised, money)),
          ltr(formatMoney(row.campaign_goal, money)),
        )}
      </span>
    </Stack>
  );
}

function CountCell({ row, kind }: { row: AdminCampaignRow; kind: 'teams' | 'fundraisers' }) {
  const { config } = useAdmin();
  const formatCount = useAdminCount();
  const links = campaignLinks(config, row.id);
  const count = kind === 'teams' ? row.teams_count : row.fundraisers_count;
  const pending = kind === 'teams' ? row.teams_pending : row.fundraisers_pending;
  const approvals = kind === 'teams' ? row.team_approvals : row.fundraiser_approvals;
  const label =
    kind === 'teams'
      ? sprintf(
          /* translators: %s: number of teams, in the site's locale (1,234) */ _n('%s Team', '%s Teams', count),
          ltr(formatCount(count)),
        )
      : sprintf(
          /* translators: %s: number of fundraisers, in the site's locale (1,234) */ _n(
            '%s Fundraiser',
            '%s Fundraisers',
            count,
          ),
          ltr(formatCount(count)),
        );
  return (
    <Stack gap="xs" align="start">
      <TextLink href={kind === 'teams' ? links.teams : links.fundraisers}>{label}</TextLink>
      {/* "0 Pending approval" on every row is noise: the link shows only when something waits. */}
      {approvals && pending > 0 ? (
        <TextLink href={kind === 'teams' ? links.pendingTeams : links.pendingFundraisers}>
          {sprintf(
            /* translators: %s: number of items waiting for approval, in the site's locale (1,234) */ _n(
              '%s Pending approval',
              '%s Pending approval',
              pending,
            ),
            ltr(formatCount(pending)),
          )}
        </TextLink>
      ) : null}
    </Stack>
  );
}

/**
 * The campaign list (route `/` of the campaigns screen): status filter, server-side sort by title and goal,
 * pagination, and per row its goal progress, team and fundraiser counts with their pending approvals, status and
 * the Edit / View / Duplicate actions. Filter, sort and page live in the hash query, so a reload keeps them.
 */
export function CampaignsScreen() {
  const { config } = useAdmin();
  const { state, update: updateState, reset } = useHashListState(campaignListCodec);
  const { data, error, isLoading, mutate } = useCampaigns(campaignListParams(state));
  // Which change the pending request answers: a sort shows a small spinner by its column, anything else dims the rows.
  const lastChange = useRef<'sort' | 'other'>('other');

  const update = (change: Partial<CampaignListState>, kind: 'sort' | 'other' = 'other') => {
    lastChange.current = kind;
    updateState(change);
  };

  const sorting = isLoading && data !== undefined && lastChange.current === 'sort';
  const loading = isLoading && !sorting;
  const labels = {
    ...defaultStatusLabels(),
    ...Object.fromEntries((data?.statuses ?? []).map((s) => [s.value, s.label])),
  };
  const statusOptions = [
    { value: 'all', label: __('All statuses') },
    ...(data?.statuses.length ? data.statuses.map((s) => s.value) : CAMPAIGN_STATUSES).map((value) => ({
      value,
      label: labels[value as CampaignStatus] ?? value,
    })),
  ];
  const filtered = state.status !== 'all';

  const sortDirection = (column: keyof typeof SORT_OF_COLUMN): SortDirection | undefined =>
    state.sort === SORT_OF_COLUMN[column] ? state.direction : undefined;
  const sortBy = (column: keyof typeof SORT_OF_COLUMN) => (_key: string, direction: SortDirection) =>
    update({ sort: SORT_OF_COLUMN[column], direction }, 'sort');

  const columns: TableColumn<AdminCampaignRow>[] = [
    {
      key: 'title',
      label: __('Title'),
      sort: sortDirection('title'),
      sortCallback: sortBy('title'),
      render: (row) => <TitleCell row={row} />,
    },
    {
      key: 'campaign_goal',
      label: /* translators: label of the fundraising goal amount */ _x('Goal', 'amount'),
      sort: sortDirection('campaign_goal'),
      sortCallback: sortBy('campaign_goal'),
      render: (row) => <GoalCell row={row} />,
    },
    { key: 'teams_count', label: __('Teams'), render: (row) => <CountCell row={row} kind="teams" /> },
    { key: 'fundraisers_count', label: __('Fundraisers'), render: (row) => <CountCell row={row} kind="fundraisers" /> },
    {
      key: 'status',
      label: __('Status'),
      render: (row) => <StatusBadge status={row.status} label={labels[row.status] ?? row.status} />,
    },
  ];

  const createCampaign = adminUrl(config, config.addCampaignPage);
  const pages = data?.pages ?? 0;

  return (
    <AdminPage
      title={__('P2P Campaigns')}
      actions={
        <Button href={createCampaign} size="small">
          {__('Add campaign')}
        </Button>
      }
    >
      <Toolbar
        label={__('Filter campaigns')}
        end={
          <Button type="button" color="outline" onClick={reset} disabled={!filtered && !state.sort && state.page === 1}>
            {__('Reset')}
          </Button>
        }
      >
        <Select
          label={__('Status')}
          options={statusOptions}
          value={state.status}
          onChange={(event) => update({ status: pickOne(CAMPAIGN_STATUSES, event.currentTarget.value) ?? 'all' })}
        />
      </Toolbar>
      {error ? (
        <Notice type="error" title={__('The campaigns could not be loaded.')}>
          <Stack gap="sm" align="start">
            <span>{error.message}</span>
            <Button type="button" color="outline" size="small" onClick={() => void mutate()}>
              {__('Try again')}
            </Button>
          </Stack>
        </Notice>
      ) : null}
      {error && !data ? null : (
        <Table
          caption={__('Campaigns')}
          hideCaption
          columns={columns}
          data={data?.rows ?? []}
          getRowKey={(row) => row.id}
          loading={loading}
          sorting={sorting}
          blankSlate={
            filtered
              ? {
                  title: __('No campaigns match this filter.'),
                  action: (
                    <Button type="button" color="outline" onClick={reset}>
                      {__('Show all campaigns')}
                    </Button>
                  ),
                }
              : {
                  title: __('Ready to start fundraising?'),
                  description: __('Create a peer-to-peer campaign: supporters raise money for it alone or in teams.'),
                  action: <Button href={createCampaign}>{__('Create Campaign')}</Button>,
                }
          }
        />
      )}
      <Pagination
        page={state.page}
        totalPages={pages}
        loading={isLoading}
        label={__('Campaign pages')}
        onPageChange={(page) => update({ page })}
      />
    </AdminPage>
  );
}

export default CampaignsScreen;
