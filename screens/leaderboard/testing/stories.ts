import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PageStory, StoryAnswer } from '../../app/testing/PageStory';
import { serverError, WAIT } from '../../app/testing/storyHelpers';
import { leaderboardBody } from './fakeLeaderboard';

/** Answers of a story's fake server for one leaderboard endpoint, by the state the story shows. */
export function leaderboardAnswer(
  kind: 'team' | 'fundraiser',
  state: 'loaded' | 'loading' | 'searching' | 'empty' | 'error',
): (url: URL) => StoryAnswer {
  return (url) => {
    switch (state) {
      case 'loaded':
        return { body: leaderboardBody(kind, url, 40) };
      case 'loading':
        return { pending: true };
      case 'searching':
        // Page 1 answers; the search the play function types never does, so the kept page shows busy.
        return (url.searchParams.get('search') ?? '') === ''
          ? { body: leaderboardBody(kind, url, 40) }
          : { pending: true };
      case 'empty':
        return { body: { data: [], total: 0, count: 0 } };
      case 'error':
        return serverError('Internal Server Error');
    }
  };
}

type ListStory = StoryObj<typeof PageStory>;
type ListState = Parameters<typeof leaderboardAnswer>[1];

const ENDPOINTS = { team: 'get-campaign-teams-search', fundraiser: 'get-campaign-fundraisers-search' } as const;

/** The fake server's answers for the list of `kind` in `state`. */
export function listAnswers(kind: 'team' | 'fundraiser', state: ListState) {
  return { [ENDPOINTS[kind]]: leaderboardAnswer(kind, state) };
}

/** A search that finds nothing, on the list at `path`, and its next steps: clear it, or `start` one's own. */
export function noMatchStory(path: string, start = 'Create Team'): ListStory {
  return {
    args: { path: `${path}?search=zzzz` },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText('Nothing found for search term "zzzz".', {}, WAIT)).toBeVisible();
      await expect(canvas.getByRole('link', { name: start })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    },
  };
}

/** A campaign without any: the empty state's message, and its action when named. */
export function emptyStory(kind: 'team' | 'fundraiser', message: string, action?: string): ListStory {
  return {
    args: { answers: listAnswers(kind, 'empty') },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText(message, {}, WAIT)).toBeVisible();
      if (action) await expect(canvas.getByRole('link', { name: action })).toBeVisible();
    },
  };
}

/** What a leaderboard's stories check, in its own words. */
export interface LeaderboardWords {
  path: string;
  title: string;
  /** 'Teams': the list's name and the last word of 'Showing 1 - 9 of 40 Total Teams'. */
  plural: string;
  searchLabel: string;
  /** What the Searching story types. */
  typed: string;
  empty: string;
  emptyAction: string;
  loadError: string;
}

/** The states of a leaderboard (team or fundraiser), the same for both: one page of 9 from 40. */
export function leaderboardStories(kind: 'team' | 'fundraiser', words: LeaderboardWords) {
  const showing = (from: number, to: number) => `Showing ${from} - ${to} of 40 Total ${words.plural}`;
  const failed = (reloadLabel: string): ListStory['play'] =>
    async function expectFailure({ canvas }) {
      await expect(await canvas.findByText(words.loadError, {}, WAIT)).toBeVisible();
      await expect(canvas.getByRole('button', { name: reloadLabel })).toBeVisible();
    };
  return {
    Loaded: {
      play: async ({ canvas }) => {
        await expect(await canvas.findByText(showing(1, 9), {}, WAIT)).toBeVisible();
        await expect(canvas.getByText('1st Place')).toBeVisible();
        await expect(canvas.getByText('3rd Place')).toBeVisible();
      },
    },
    Page2: {
      args: { path: `${words.path}?page=2` },
      play: async ({ canvas }) => {
        await expect(await canvas.findByText(showing(10, 18), {}, WAIT)).toBeVisible();
        await expect(canvas.queryByText(/Place$/)).toBeNull();
      },
    },
    Loading: {
      args: { answers: listAnswers(kind, 'loading') },
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('heading', { level: 1, name: words.title }, WAIT)).toBeVisible();
        await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
      },
    },
    Searching: {
      args: { answers: listAnswers(kind, 'searching') },
      play: async ({ canvas }) => {
        await canvas.findByText(showing(1, 9), {}, WAIT);
        await userEvent.type(canvas.getByRole('searchbox', { name: words.searchLabel }), words.typed);
        const list = canvas.getByRole('list', { name: words.plural });
        await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'), { timeout: 2000 });
        await expect(within(list).getAllByRole('article')).toHaveLength(9);
        await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-disabled', 'true');
      },
    },
    Empty: emptyStory(kind, words.empty, words.emptyAction),
    NoMatch: noMatchStory(words.path, words.emptyAction),
    LoadError: { args: { answers: listAnswers(kind, 'error') }, play: failed('Try again') },
    PageWithoutData: { args: { path: `${words.path}?page=9` }, play: failed('Go to the first page') },
  } satisfies Record<string, ListStory>;
}

/** A team finder's first page: the list of nine team cards. */
export async function findNineTeams(canvas: Parameters<NonNullable<ListStory['play']>>[0]['canvas']) {
  const list = await canvas.findByRole('list', { name: 'Teams' }, WAIT);
  await expect(within(list).getAllByRole('article')).toHaveLength(9);
  return list;
}
