import { __, Button, SearchField, Select, Toolbar } from '../../../design-system';
import type { TeamStatus } from '../api/getTeams';
import { approvalStatusOptions } from '../app/statusOptions';
import type { TeamListState } from './listState';

export interface TeamsToolbarProps {
  state: TeamListState;
  /** The server's status labels, in its order. */
  statuses: ReadonlyArray<{ value: string; label: string }>;
  /** The host takes 'list-extras' (a search the plugin would ignore): the search box is shown. */
  search: boolean;
  onChange: (change: Partial<TeamListState>) => void;
  onReset: () => void;
}

function toStatus(value: string, statuses: TeamsToolbarProps['statuses']): TeamStatus | 'all' {
  const known: ReadonlyArray<TeamStatus> = ['active', 'pending', 'denied'];
  return statuses.some((status) => status.value === value) ? (known.find((k) => k === value) ?? 'all') : 'all';
}

/** Status filter, search and Reset above the teams table. */
export function TeamsToolbar({ state, statuses, search: canSearch, onChange, onReset }: TeamsToolbarProps) {
  const isDefault = state.status === 'all' && !state.search && !state.sort && state.page === 1;
  const options = approvalStatusOptions(statuses, canSearch);
  return (
    <Toolbar
      label={__('Filter teams')}
      end={
        <Button color="outline" onClick={onReset} disabled={isDefault}>
          {__('Reset')}
        </Button>
      }
    >
      <Select
        label={__('Status')}
        options={[{ value: 'all', label: __('All') }, ...options]}
        value={state.status}
        onChange={(event) => onChange({ status: toStatus(event.currentTarget.value, options) })}
      />
      {canSearch ? (
        <SearchField
          label={__('Search teams')}
          value={state.search}
          onSearch={(search) => {
            // Typing past a debounce pause and then Enter both search: the same text twice is one search.
            if (search.trim() !== state.search) onChange({ search: search.trim() });
          }}
        />
      ) : null}
    </Toolbar>
  );
}
