import { __, _x, Button, SearchField, Select, Toolbar } from '../../../design-system';
import { FUNDRAISER_STATUSES, type TeamFilter, type TeamOption } from '../api/getTeamFundraisers';
import { pickOne } from '../app/hashList';
import { approvalStatusOptions } from '../app/statusOptions';
import type { FundraiserListState } from './listState';

export interface FundraisersToolbarProps {
  state: FundraiserListState;
  /** The server's status labels, in its order. */
  statuses: ReadonlyArray<{ value: string; label: string }>;
  teams: readonly TeamOption[];
  /** The host takes 'list-extras': the search box and the "No team" filter (the plugin has neither). */
  extras: boolean;
  onChange: (change: Partial<FundraiserListState>) => void;
  onReset: () => void;
}

function toTeam(value: string): TeamFilter {
  if (value === 'none') return 'none';
  return /^[1-9]\d*$/.test(value) ? Number(value) : 'all';
}

/** Team and status filters, search and Reset above the fundraisers table. */
export function FundraisersToolbar({ state, statuses, teams, extras, onChange, onReset }: FundraisersToolbarProps) {
  const isDefault = state.team === 'all' && state.status === 'all' && !state.search && !state.sort && state.page === 1;
  const teamOptions = [
    { value: 'all', label: __('All teams') },
    ...(extras ? [{ value: 'none', label: __('No team') }] : []),
    ...teams.map((team) => ({ value: String(team.id), label: team.name })),
  ];
  // A team from the address that the campaign no longer has still shows as chosen, rather than a blank field.
  if (typeof state.team === 'number' && !teams.some((team) => team.id === state.team)) {
    teamOptions.push({ value: String(state.team), label: __('Unknown team') });
  }
  return (
    <Toolbar label={__('Filter fundraisers')}>
      <Select
        label={/* translators: a team (noun), as a column or field label */ _x('Team', 'noun')}
        options={teamOptions}
        value={String(state.team)}
        onChange={(event) => onChange({ team: toTeam(event.currentTarget.value) })}
      />
      <Select
        label={__('Status')}
        options={[{ value: 'all', label: __('All statuses') }, ...approvalStatusOptions(statuses, extras)]}
        value={state.status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ status: pickOne(FUNDRAISER_STATUSES, value) ?? 'all' });
        }}
      />
      {extras ? (
        <SearchField
          label={__('Search fundraisers')}
          helpText={__('Name or email')}
          value={state.search}
          onSearch={(search) => onChange({ search: search.trim() })}
        />
      ) : null}
      <Button type="button" color="outline" onClick={onReset} disabled={isDefault}>
        {__('Reset')}
      </Button>
    </Toolbar>
  );
}
