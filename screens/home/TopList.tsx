import { useId, useRef, useState } from 'react';
import { __, Heading, Notice, sprintf, Stack, Text, TextField } from '../../design-system';
import { fundraisersSearchSource } from '../api/getCampaignFundraisersSearch';
import { teamsSearchSource } from '../api/getCampaignTeamsSearch';
import { type SearchPage, type SearchSource, useSearchPage } from '../api/searchPage';
import { useCampaignUrl } from '../app/HostDataContext';
import { paths } from '../app/paths';
import { ItemCard } from '../shared/ItemCard';
import { NoMatch } from '../leaderboard/NoMatch';
import { LoadingSpinner } from '../shared/LoadingSpinner';
import { RouterButton } from '../shared/links';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { HOME_LIST_SIZE, rankForBadge } from './model';
import { grid, header, placeholder, search as searchClass } from './TopList.css';

/** What differs between the home page's two lists. */
interface TopListConfig {
  title: string;
  searchLabel: string;
  /** Where the lists come from (the leaderboards' sources). */
  source: SearchSource;
  errorText: string;
  itemPath: (id: number) => string;
  viewLabel: string;
  viewAll: { to: string; label: string };
  empty: { text: string; to: string; label: string };
  /** Where a search that found nothing leads: start your own team or page. */
  start: { to: string; label: string };
}

interface BodyProps extends TopListConfig {
  /** The debounced term the shown data was asked for. */
  term: string;
  data: SearchPage | undefined;
  error: unknown;
  isValidating: boolean;
  onClear: () => void;
}

function Body({
  data,
  error,
  term,
  isValidating,
  itemPath,
  viewLabel,
  empty,
  start,
  errorText,
  title,
  onClear,
}: BodyProps) {
  const toUrl = useCampaignUrl();
  if (data === undefined) {
    if (error) return <Notice type="error">{errorText}</Notice>;
    return (
      <div className={placeholder}>
        <LoadingSpinner
          label={sprintf(/* translators: %s: title of the list being loaded */ __('Loading %s'), title)}
        />
      </div>
    );
  }
  if (data.items.length === 0) {
    if (term !== '')
      return (
        <NoMatch
          message={sprintf(/* translators: %s: search term */ __('Nothing found for search term "%s".'), term)}
          onClear={onClear}
          start={start}
        />
      );
    return (
      <Stack gap="md" align="start">
        <Text>{empty.text}</Text>
        <RouterButton to={empty.to}>{empty.label}</RouterButton>
      </Stack>
    );
  }
  return (
    <ul className={grid} aria-busy={isValidating}>
      {data.items.map((item, index) => (
        <li key={item.id}>
          <ItemCard
            item={item}
            link={toUrl(itemPath(item.id))}
            viewLabel={viewLabel}
            rank={rankForBadge(index, term)}
          />
        </li>
      ))}
    </ul>
  );
}

/** A home-page list (Top Teams or Top Fundraisers) with its own search box and View All link. */
function TopList(config: TopListConfig) {
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  // SPEC 5: the trimmed text is searched 500 ms after the last key.
  const term = useDebouncedValue(input.trim());
  const { data, error, isValidating } = useSearchPage(config.source, { search: term, perPage: HOME_LIST_SIZE });
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="lg">
        <div className={header}>
          <Heading level={2} id={headingId}>
            {config.title}
          </Heading>
          <TextField
            ref={searchRef}
            className={searchClass}
            type="search"
            label={config.searchLabel}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            autoComplete="off"
          />
        </div>
        <Body
          {...config}
          term={term}
          data={data}
          error={error}
          isValidating={isValidating}
          onClear={() => {
            setInput('');
            searchRef.current?.focus();
          }}
        />
        <div>
          <RouterButton to={config.viewAll.to} color="outline">
            {config.viewAll.label}
          </RouterButton>
        </div>
      </Stack>
    </section>
  );
}

// The one ranking (host/README.md, "Rules"): closed teams are ranked too, so a place here is the same place as on
// the team leaderboard.
const rankedTeams = teamsSearchSource({ showClosedTeams: true });

export function TopTeams() {
  return (
    <TopList
      title={__('Top Teams')}
      searchLabel={__('Search teams')}
      source={rankedTeams}
      errorText={__('Something went wrong while loading campaign teams.')}
      itemPath={paths.team}
      viewLabel={__('View Team')}
      viewAll={{ to: paths.teamLeaderboard(), label: __('View All Teams') }}
      empty={{ text: __('No teams yet.'), to: paths.registerCaptain(), label: __('Be the first to create a team') }}
      start={{ to: paths.registerCaptain(), label: __('Create Team') }}
    />
  );
}

export function TopFundraisers() {
  return (
    <TopList
      title={__('Top Fundraisers')}
      searchLabel={__('Search fundraisers')}
      source={fundraisersSearchSource}
      errorText={__('Something went wrong while loading campaign fundraisers.')}
      itemPath={paths.fundraiser}
      viewLabel={__('View Profile')}
      viewAll={{ to: paths.fundraiserLeaderboard(), label: __('View All Fundraisers') }}
      empty={{ text: __('No fundraisers yet.'), to: paths.registerIndividual(), label: __('Join as a fundraiser') }}
      start={{ to: paths.register(), label: __('Start Fundraising') }}
    />
  );
}
