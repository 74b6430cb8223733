import { useRef, useState, type ReactNode } from 'react';
import { __, FailurePanel, Heading, Pagination, sprintf, Spinner, Stack, Text, TextLink } from '../../design-system';
import { useApi } from '../api/ApiContext';
import type { SearchPage, SearchParams, SearchSource } from '../api/searchPage';
import { useRead } from '../api/useRead';
import { useCampaignUrl, useHostData } from '../app/HostDataContext';
import * as styles from './Leaderboard.css';
import { formatCount } from '../shared/format';
import { classifyPage, PER_PAGE, rankFor, showingRange, totalPages, type LeaderboardQuery } from './model';
import { SearchBox } from './SearchBox';
import { useLeaderboardQuery } from './useLeaderboardQuery';
import { LoadingSpinner } from '../shared/LoadingSpinner';
import { ItemCard } from '../shared/ItemCard';
import { RouterButton } from '../shared/links';
import { NoMatch } from './NoMatch';

/** What differs between the team and fundraiser leaderboards and the team finders. */
export interface LeaderboardConfig {
  title: string;
  /** A line under the heading. */
  description?: string;
  searchLabel: string;
  /** The accessible name of the list of cards ('Teams'). */
  listLabel: string;
  /** 'Showing %1$s - %2$s of %3$s Total Teams' with the numbers filled in, already in the locale's digits. */
  showing: (from: string, to: string, total: string) => string;
  /** SPEC 8: 'Something went wrong while loading campaign teams.' */
  loadError: string;
  empty: { message: string; actionLabel: string; to: string };
  /** The text of each card's link ('View Team'). */
  viewLabel: string;
  /** The route of an item's page, opened with a full page load (it needs host data). */
  itemPath: (id: number) => string;
  /** Leaderboards rank; team finders do not. */
  rankBadges: boolean;
  /** A link back to the campaign home above the heading (the leaderboards; the finders have their own flow). */
  backToCampaign?: boolean;
  /** Where one page of results comes from. */
  results: SearchSource;
}

interface Shown {
  data: SearchPage;
  query: LeaderboardQuery;
}

/**
 * A searchable, paged list of teams or fundraisers (SPEC 2). Page and search live in the URL; the page on
 * screen stays while the next one loads (marked aria-busy), so paging and searching never flash a spinner.
 */
export function Leaderboard({ config, before }: { config: LeaderboardConfig; before?: ReactNode }) {
  const { query, setPage, setSearch } = useLeaderboardQuery();
  const toUrl = useCampaignUrl();
  const { campaign, config: host } = useHostData();
  const count = (value: number) => formatCount(value, host.intlLocale);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // keepPreviousData off: `data` then always belongs to the current query, and the page kept on screen is ours.
  const { campaignId } = useApi();
  const params: SearchParams = { search: query.search.trim(), page: query.page, perPage: PER_PAGE };
  const { data, error, mutate } = useRead(
    config.results.key(campaignId, params),
    (api) => config.results.fetch(api, params),
    { keepPreviousData: false },
  );

  const [shown, setShown] = useState<Shown | null>(null);
  if (data && shown?.data !== data) setShown({ data, query });

  const busy = data === undefined && error === undefined;
  const view = error
    ? ({ state: 'error', reason: 'failed' } as const)
    : shown
      ? classifyPage(shown.data, shown.query)
      : null;
  const range =
    shown && view?.state === 'list' ? showingRange(shown.query.page, shown.data.items.length, shown.data.total) : null;
  const pages = shown && view?.state !== 'error' ? totalPages(shown.data.total) : 0;

  const changePage = (page: number) => {
    setPage(page);
    // The pagination sits below the list: bring the top of the list into view for the new page.
    const summary = summaryRef.current;
    if (summary && summary.getBoundingClientRect().top < 0) summary.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode = null;
  if (view === null) {
    body = (
      <div className={styles.loading}>
        <LoadingSpinner size="large" label={__('Loading')} />
      </div>
    );
  } else if (view.state === 'error') {
    body =
      view.reason === 'failed' ? (
        <FailurePanel
          message={config.loadError}
          hint={__('Please try again.')}
          reloadLabel={__('Try again')}
          onReload={() => void mutate()}
        />
      ) : (
        <FailurePanel
          message={config.loadError}
          hint={__('This page has no results.')}
          reloadLabel={__('Go to the first page')}
          onReload={() => setPage(1)}
        />
      );
  } else if (view.state === 'empty') {
    body = (
      <div className={styles.emptyState}>
        <Text weight="bold">{config.empty.message}</Text>
        <RouterButton to={config.empty.to} color="primary">
          {config.empty.actionLabel}
        </RouterButton>
      </div>
    );
  } else if (view.state === 'noMatch') {
    body = (
      <NoMatch
        onClear={() => {
          setSearch('');
          searchRef.current?.focus();
        }}
        start={{ to: config.empty.to, label: config.empty.actionLabel }}
      />
    );
  } else if (view.state === 'list' && shown) {
    body = (
      <div className={styles.listFrame}>
        <ul className={styles.grid} aria-label={config.listLabel} aria-busy={busy}>
          {shown.data.items.map((item, index) => (
            <li key={item.id} className={styles.item}>
              <ItemCard
                item={item}
                link={toUrl(config.itemPath(item.id))}
                viewLabel={config.viewLabel}
                rank={config.rankBadges ? rankFor(index, shown.query) : null}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <Stack gap="lg">
      {before}
      <Stack gap="sm">
        {config.backToCampaign && (
          <TextLink href={toUrl('/')}>
            {sprintf(/* translators: %s: name of the page to go back to */ __('Back to %s'), campaign.campaign_title)}
          </TextLink>
        )}
        <Heading level={1} tabIndex={-1}>
          {config.title}
        </Heading>
        {config.description && <Text tone="muted">{config.description}</Text>}
      </Stack>
      <SearchBox label={config.searchLabel} value={query.search} onSearch={setSearch} inputRef={searchRef} />
      {/* Announces the new range or the no-match message once results arrive. */}
      <div className={styles.summaryRow}>
        <p ref={summaryRef} className={styles.summary} role="status" aria-busy={busy}>
          {range && config.showing(count(range.from), count(range.to), count(range.total))}
          {view?.state === 'noMatch' &&
            sprintf(/* translators: %s: search term */ __('Nothing found for search term "%s".'), view.term)}
        </p>
        {/* The kept page stays readable (no dimming: contrast); this says the next one is on its way. */}
        {busy && shown && <Spinner size="tiny" label={__('Loading results')} />}
      </div>
      {body}
      <Pagination
        page={query.page}
        totalPages={pages}
        loading={busy}
        onPageChange={changePage}
        label={sprintf(/* translators: %s: kind of page listed, e.g. Team */ __('%s pages'), config.listLabel)}
      />
    </Stack>
  );
}
