import { useId, useState } from 'react';
import {
  __,
  Badge,
  FundraiserCard,
  Heading,
  Notice,
  RankBadge,
  sprintf,
  Stack,
  Text,
  TextField,
} from '../../design-system';
import type { SearchPage } from '../api/searchPage';
import { useFundraisersSearch } from '../api/getCampaignFundraisersSearch';
import { useTeamsSearch } from '../api/getCampaignTeamsSearch';
import { useCampaignUrl } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { RouterButton } from '../shared/links';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { HOME_LIST_SIZE, rankForBadge } from './model';
import { badges, grid, header, placeholder, search as searchClass } from './TopList.css';
import { LoadingSpinner } from '../shared/LoadingSpinner';

export interface TopListViewProps {
  title: string;
  searchLabel: string;
  /** What the visitor typed. */
  input: string;
  onInputChange: (value: string) => void;
  /** The debounced term the shown data was asked for. */
  term: string;
  data: SearchPage | undefined;
  error: unknown;
  isValidating: boolean;
  errorText: string;
  itemHref: (id: number) => string;
  viewLabel: string;
  viewAll: { to: string; label: string };
  empty: { text: string; to: string; label: string };
}

function Body(props: TopListViewProps) {
  const { data, error, term, isValidating, itemHref, viewLabel, empty, errorText } = props;
  if (data === undefined) {
    if (error) return <Notice type="error">{errorText}</Notice>;
    return (
      <div className={placeholder}>
        <LoadingSpinner
          label={sprintf(/* translators: %s: title of the list being loaded */ __('Loading %s'), props.title)}
        />
      </div>
    );
  }
  if (data.items.length === 0) {
    if (term !== '')
      return <Text>{sprintf(/* translators: %s: search term */ __('Nothing found for search term "%s".'), term)}</Text>;
    return (
      <Stack gap="md" align="start">
        <Text>{empty.text}</Text>
        <RouterButton to={empty.to}>{empty.label}</RouterButton>
      </Stack>
    );
  }
  return (
    <ul className={grid} aria-busy={isValidating}>
      {data.items.map((item, index) => {
        const rank = rankForBadge(index, term);
        const closed = item.access === 'private';
        return (
          <li key={item.id}>
            <FundraiserCard
              link={itemHref(item.id)}
              name={item.name}
              avatar={item.profile_image}
              amount={item.amount}
              goal={item.goal}
              viewLabel={viewLabel}
              badge={
                rank !== null || closed ? (
                  <span className={badges}>
                    {rank !== null && <RankBadge rank={rank} />}
                    {closed && <Badge>{__('Closed')}</Badge>}
                  </span>
                ) : undefined
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/** A home-page list (Top Teams or Top Fundraisers) with its own search box and View All link. */
export function TopListView(props: TopListViewProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="lg">
        <div className={header}>
          <Heading level={2} id={headingId}>
            {props.title}
          </Heading>
          <TextField
            className={searchClass}
            type="search"
            label={props.searchLabel}
            value={props.input}
            onChange={(event) => props.onInputChange(event.target.value)}
            autoComplete="off"
          />
        </div>
        <Body {...props} />
        <div>
          <RouterButton to={props.viewAll.to} color="outline">
            {props.viewAll.label}
          </RouterButton>
        </div>
      </Stack>
    </section>
  );
}

/** The typed text and the debounced, trimmed term that is searched (SPEC 5: 500 ms). */
function useSearchInput(): [string, (value: string) => void, string] {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim());
  return [input, setInput, term];
}

export function TopTeams() {
  const toUrl = useCampaignUrl();
  const [input, setInput, term] = useSearchInput();
  // The one ranking (host/README.md, "Rules"): closed teams are ranked too, so a place here is the same place as
  // on the team leaderboard.
  const { data, error, isValidating } = useTeamsSearch({
    search: term,
    perPage: HOME_LIST_SIZE,
    showClosedTeams: true,
  });
  return (
    <TopListView
      title={__('Top Teams')}
      searchLabel={__('Search teams')}
      input={input}
      onInputChange={setInput}
      term={term}
      data={data}
      error={error}
      isValidating={isValidating}
      errorText={__('Something went wrong while loading campaign teams.')}
      itemHref={(id) => toUrl(paths.team(id))}
      viewLabel={__('View Team')}
      viewAll={{ to: paths.teamLeaderboard(), label: __('View All Teams') }}
      empty={{ text: __('No teams yet.'), to: paths.registerCaptain(), label: __('Be the first to create a team') }}
    />
  );
}

export function TopFundraisers() {
  const toUrl = useCampaignUrl();
  const [input, setInput, term] = useSearchInput();
  const { data, error, isValidating } = useFundraisersSearch({ search: term, perPage: HOME_LIST_SIZE });
  return (
    <TopListView
      title={__('Top Fundraisers')}
      searchLabel={__('Search fundraisers')}
      input={input}
      onInputChange={setInput}
      term={term}
      data={data}
      error={error}
      isValidating={isValidating}
      errorText={__('Something went wrong while loading campaign fundraisers.')}
      itemHref={(id) => toUrl(paths.fundraiser(id))}
      viewLabel={__('View Profile')}
      viewAll={{ to: paths.fundraiserLeaderboard(), label: __('View All Fundraisers') }}
      empty={{ text: __('No fundraisers yet.'), to: paths.registerIndividual(), label: __('Join as a fundraiser') }}
    />
  );
}
